import { Textarea } from '@chakra-ui/react/textarea'
import { serviceInputSchema, type AdminService, type ServiceFormValues } from '@contract/admin-content.ts'
import { adminServices } from '../api/admin-services'
import { useContentForm } from '../hooks/use-content-form'
import { useContentSave } from '../hooks/use-content-save'
import { ContentForm } from './content-form'
import { FeaturedImagePicker } from './featured-image-picker'
import { FormField } from './form-field'
import { KeyComponentsField } from './key-components-field'
import { PublishedSwitch } from './published-switch'

const TEXT_FIELDS = [
  ['description', 'Description', 3],
  ['overview', 'Overview', 5],
  ['approach', 'Approach', 5],
  ['staffTraining', 'Staff training', 4],
  ['goals', 'Goals', 4],
  ['commitment', 'Commitment', 4],
] as const

const EMPTY: ServiceFormValues = {
  title: '',
  slug: '',
  description: '',
  overview: '',
  approach: '',
  keyComponents: [{ name: '', description: '' }],
  staffTraining: '',
  goals: '',
  commitment: '',
  published: true,
  featuredImageId: null,
}

/** Create or edit a service, key components as name/description rows. */
export function ServiceForm({ service, onClose, onReload }: { service: AdminService | null; onClose: () => void; onReload: () => void }) {
  const save = useContentSave(adminServices, service, { successTitle: 'Service Saved', failure: 'Failed to save the service.' }, onClose)
  const { register, handleSubmit, control, setError, formState: { errors }, titled } = useContentForm(serviceInputSchema, service ? { ...service, featuredImageId: service.featuredImageId ?? null } : EMPTY)
  const submit = handleSubmit((input) =>
    save.submit(input, setError),
  )

  return (
    <ContentForm
      id="service-form"
      heading={service ? `Edit Service: ${service.title}` : 'New Service'}
      onSubmit={submit}
      {...titled}
      status={save.status}
      onReload={onReload}
      onCancel={onClose}
    >
      {TEXT_FIELDS.map(([name, label, rows]) => (
        <FormField key={name} label={label} required error={errors[name]?.message}>
          <Textarea {...register(name)} rows={rows} />
        </FormField>
      ))}
      <KeyComponentsField control={control} register={register} errors={errors} />
      <FeaturedImagePicker control={control} name="featuredImageId" error={errors.featuredImageId?.message} />
      <PublishedSwitch control={control} name="published" />
    </ContentForm>
  )
}
