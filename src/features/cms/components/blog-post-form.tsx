import { Textarea } from '@chakra-ui/react/textarea'
import { blogPostInputSchema, type AdminBlogPost, type BlogPostFormValues } from '@contract/admin-content.ts'
import { OptionSelect } from '@/components/option-select'
import { adminBlog } from '../api/admin-blog'
import { isoToLocal, localToIso } from '../lib/event-form'
import { useContentForm } from '../hooks/use-content-form'
import { useContentSave } from '../hooks/use-content-save'
import { ContentForm } from './content-form'
import { FeaturedImagePicker } from './featured-image-picker'
import { FormField } from './form-field'
import { PublishAtField } from './publish-at-field'
import { PublishedSwitch } from './published-switch'

export const BLOG_CATEGORIES = [
  ['organization-news', 'Organization News'],
  ['success-stories', 'Success Stories'],
  ['industry-insights', 'Industry Insights'],
  ['events-activities', 'Events & Activities'],
] as const

/** Create or edit a blog post; the content's line breaks become paragraphs on the site. */
export function BlogPostForm({ post, onClose, onReload }: { post: AdminBlogPost | null; onClose: () => void; onReload: () => void }) {
  const save = useContentSave(adminBlog, post, { successTitle: 'Post Saved', failure: 'Failed to save the blog post.' }, onClose)
  const defaults: BlogPostFormValues = post
    ? {
        title: post.title,
        slug: post.slug,
        excerpt: post.excerpt,
        content: post.content,
        category: post.category,
        published: post.published,
        publishAt: isoToLocal(post.publishAt),
        featuredImageId: post.featuredImageId ?? null,
      }
    : { title: '', slug: '', excerpt: '', content: '', category: 'organization-news', published: false, publishAt: '', featuredImageId: null }
  const { register, handleSubmit, control, setError, formState: { errors }, titled } = useContentForm(blogPostInputSchema, defaults)
  // the schema checks the typed date; the API gets the instant it means in New Jersey
  const submit = handleSubmit((input) =>
    save.submit({ ...input, publishAt: localToIso(input.publishAt ?? '') || null }, setError),
  )

  return (
    <ContentForm
      id="blog-form"
      heading={post ? `Edit Post: ${post.title}` : 'New Post'}
      onSubmit={submit}
      {...titled}
      status={save.status}
      onReload={onReload}
      onCancel={onClose}
    >
      <FormField label="Category" error={errors.category?.message}>
        <OptionSelect options={BLOG_CATEGORIES} {...register('category')} />
      </FormField>
      <FormField label="Excerpt" error={errors.excerpt?.message} helper="One or two sentences shown on the blog list.">
        <Textarea {...register('excerpt')} rows={2} />
      </FormField>
      <FormField label="Content" required error={errors.content?.message} helper="Separate paragraphs with a blank line.">
        <Textarea {...register('content')} rows={12} />
      </FormField>
      <FeaturedImagePicker control={control} name="featuredImageId" error={errors.featuredImageId?.message} />
      <PublishedSwitch control={control} name="published" />
      <PublishAtField registration={register('publishAt')} error={errors.publishAt?.message} />
    </ContentForm>
  )
}
