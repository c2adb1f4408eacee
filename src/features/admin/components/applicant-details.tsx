import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { Button } from '@chakra-ui/react/button'
import { Field } from '@chakra-ui/react/field'
import { Heading } from '@chakra-ui/react/heading'
import { Link } from '@chakra-ui/react/link'
import { NativeSelect } from '@chakra-ui/react/native-select'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { Textarea } from '@chakra-ui/react/textarea'
import { APPLICATION_STATUS_LABELS, applicationStatusSchema, type ApplicationDetail } from '@contract/applications.ts'
import { notify } from '@/components/ui/toaster'
import { formatPhone, telHref } from '@/lib/format/phone'
import { errorMessage } from '@/lib/http'
import { applicationQueryOptions, fetchCvLink, useUpdateApplication } from '../api/applications'
import { appliedFor } from '@contract/applications-admin.ts'
import { applicantName } from '../lib/applicant-name'
import { formatAdminDate } from '../lib/format-date'
import { ApplicantEmailForm } from './applicant-email-form'
import { DetailItem } from './detail-item'
import { PanelStatus } from './panel-status'

/** Opens the resume through a link valid a few minutes (each one is in the audit trail). */
function OpenResume({ id }: { id: string }) {
  const [opening, setOpening] = useState(false)
  const open = async () => {
    setOpening(true)
    try {
      const { url } = await fetchCvLink(id)
      window.location.assign(url)
    } catch (error) {
      notify.error('Error', errorMessage(error, 'Failed to open the resume.'))
    } finally {
      setOpening(false)
    }
  }
  return (
    <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => void open()} loading={opening} loadingText="Opening...">
      Open Resume
    </Button>
  )
}

function StatusAndNotes({ application }: { application: ApplicationDetail }) {
  const update = useUpdateApplication(application.id)
  const [notes, setNotes] = useState(application.notes)
  const save = (change: Parameters<typeof update.mutate>[0], done: string) =>
    update.mutate(change, {
      onSuccess: () => notify.success(done, `${application.name}'s application has been updated.`),
      onError: (error) => notify.error('Error', errorMessage(error, 'Failed to update the application.')),
    })
  return (
    <Stack gap="4">
      <Field.Root maxW="16rem">
        <Field.Label>Status</Field.Label>
        <NativeSelect.Root disabled={update.isPending}>
          <NativeSelect.Field
            value={application.status}
            onChange={(e) => {
              const next = applicationStatusSchema.safeParse(e.currentTarget.value)
              if (next.success && next.data !== application.status) save({ status: next.data }, 'Status Updated')
            }}
          >
            {applicationStatusSchema.options.map((s) => (
              <option key={s} value={s}>
                {APPLICATION_STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root>
        <Field.Label>Staff Notes</Field.Label>
        <Textarea rows={4} value={notes} maxLength={10000} onChange={(e) => setNotes(e.currentTarget.value)} />
        <Field.HelperText>Only staff see these notes.</Field.HelperText>
      </Field.Root>
      <Button size="sm" colorPalette="brand" alignSelf="flex-start" disabled={notes === application.notes} loading={update.isPending}
        onClick={() => save({ notes }, 'Notes Saved')}>
        Save Notes
      </Button>
    </Stack>
  )
}

/** One applicant: what they sent, the resume, status and notes, and an e-mail to them. */
export function ApplicantDetails({ id }: { id: string }) {
  const query = useQuery(applicationQueryOptions(id))
  const a = query.data
  return (
    <Stack gap="6">
      <Link asChild color="brand.fg" textDecoration="underline" alignSelf="flex-start">
        <RouterLink to="/admin/applicants">Back to Applicants</RouterLink>
      </Link>
      {!a ? (
        <PanelStatus query={query} what="the application" />
      ) : (
        <>
          <Stack gap="1">
            <Heading as="h2" size="lg">
              {applicantName(a)}
            </Heading>
            <Text color="gray.700">
              {appliedFor(a)} · applied {formatAdminDate(a.createdAt)}
              {a.withdrawnAt && ` · withdrawn ${formatAdminDate(a.withdrawnAt)}`}
            </Text>
          </Stack>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <DetailItem label="Email">
              {a.email ? (
                <Link href={`mailto:${a.email}`} color="brand.fg" textDecoration="underline" wordBreak="break-all">
                  {a.email}
                </Link>
              ) : (
                <Text>Cleared</Text>
              )}
            </DetailItem>
            <DetailItem label="Phone">
              {a.phone ? (
                <Link href={telHref(a.phone)} color="brand.fg" textDecoration="underline">
                  {formatPhone(a.phone)}
                </Link>
              ) : (
                <Text>Cleared</Text>
              )}
            </DetailItem>
            <DetailItem label="Heard About Us">
              <Text>{a.heardAbout}</Text>
            </DetailItem>
            <DetailItem label="Availability">
              <Text whiteSpace="pre-wrap">{a.availability}</Text>
            </DetailItem>
            <DetailItem label="Note">
              <Text whiteSpace="pre-wrap">{a.note ?? 'None'}</Text>
            </DetailItem>
            <DetailItem label="Resume">{a.hasCv ? <OpenResume id={a.id} /> : <Text>{a.withdrawnAt ? 'Deleted when withdrawn' : 'None'}</Text>}</DetailItem>
          </SimpleGrid>
          <HStack align="flex-start" gap="6" wrap="wrap">
            <Stack flex="1" minW={{ base: 'full', md: '18rem' }} as="section" aria-label="Status and notes">
              <StatusAndNotes key={a.updatedAt} application={a} />
            </Stack>
            {a.email && (
              <Stack flex="1" minW={{ base: 'full', md: '18rem' }}>
                <ApplicantEmailForm id={a.id} name={a.name} />
              </Stack>
            )}
          </HStack>
        </>
      )}
    </Stack>
  )
}
