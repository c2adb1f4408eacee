import { useQuery } from '@tanstack/react-query'
import { formatDate } from '@/lib/format/date'
import { adminBlog } from '../api/admin-blog'
import { BlogPostForm } from './blog-post-form'
import { ContentPanel } from './content-panel'
import { DeleteContentButton } from './delete-content-button'

/** Blog tab: every post (drafts and scheduled too), create, edit, publish, unpublish and delete. */
export function BlogTab() {
  const query = useQuery(adminBlog.listQueryOptions())
  const setPublished = adminBlog.useSetPublished()
  const remove = adminBlog.useDelete()
  return (
    <ContentPanel
      heading="Blog Posts"
      newLabel="New Post"
      emptyText="No blog posts yet. Write the first one with New Post."
      query={query}
      setPublished={setPublished}
      translations="posts"
      columns={[{ header: 'Published on', cell: (p) => (p.publishedAt ? formatDate(p.publishedAt) : '—') }]}
      rowActions={(p) => <DeleteContentButton item={p} noun="Post" remove={remove} />}
      history={{ noun: 'Post', itemPath: adminBlog.itemPath, listKey: adminBlog.listQueryOptions().queryKey }}
      renderForm={(post, close, reload) => <BlogPostForm post={post} onClose={close} onReload={reload} />}
    />
  )
}
