import { Link } from '@tanstack/react-router'
import { Badge } from '@chakra-ui/react/badge'
import { Box } from '@chakra-ui/react/box'
import { Container } from '@chakra-ui/react/container'
import { Grid } from '@chakra-ui/react/grid'
import { Heading } from '@chakra-ui/react/heading'
import { Text } from '@chakra-ui/react/text'
import { chakra } from '@chakra-ui/react/styled-system'
import type { JobOpening } from '@contract/site-content.ts'
import { NotFoundPage } from '@/components/not-found-page'
import { LinkButton } from '@/components/ui/link-button'
import { toParagraphs } from '@/lib/format/paragraphs'
import { defineMessages, useMessages } from '@/i18n/messages'
import { useLocale } from '@/i18n/use-locale'
import { langOf } from '@/i18n/content-language'
import { UntranslatedNotice } from '@/i18n/untranslated-notice'
import { useJobOpening } from '../api/job-opening'
import { calendarDateText, salaryText, salaryUnitMessages } from '../lib/job-facts'
import { careersMessages } from '../messages'
import { JobHeader } from './job-header'

const messages = defineMessages({
  en: {
    type: 'Type', department: 'Department', location: 'Location', salary: 'Salary', posted: 'Posted', applyBy: 'Apply by',
    applyNow: 'Apply Now', aboutRole: 'About the Role', details: 'Job Details',
  },
  es: {
    type: 'Tipo', department: 'Departamento', location: 'Lugar', salary: 'Salario', posted: 'Publicado', applyBy: 'Fecha límite',
    applyNow: 'Presentar solicitud', aboutRole: 'Sobre el puesto', details: 'Detalles del puesto',
  },
})

/** The facts beside the description: a definition list, each term with its value. */
function JobFacts({ job }: { job: JobOpening }) {
  const locale = useLocale()
  const t = useMessages(messages)
  const per = useMessages(salaryUnitMessages)
  // the job's own texts carry its language; the pay and dates are written in the page's
  const { lang } = langOf(job, locale)
  const facts: [string, string, string?][] = [
    [t.type, job.employmentType, lang],
    [t.department, job.department, lang],
    [t.location, job.location, lang],
    ...(job.baseSalary ? [[t.salary, salaryText(job.baseSalary, locale, per)] as [string, string]] : []),
    ...(job.datePosted ? [[t.posted, calendarDateText(job.datePosted, locale)] as [string, string]] : []),
    ...(job.closesOn ? [[t.applyBy, calendarDateText(job.closesOn, locale)] as [string, string]] : []),
  ]
  return (
    <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="2">
      {facts.map(([term, value, valueLang]) => (
        <Box key={term} display="contents">
          <chakra.dt fontWeight="semibold">{term}</chakra.dt>
          <chakra.dd lang={valueLang}>{value}</chakra.dd>
        </Box>
      ))}
    </chakra.dl>
  )
}

/** /jobs/{slug}: one job opening, its full description and the way to apply. */
export function JobPage({ slug }: { slug: string }) {
  const job = useJobOpening(slug)
  const t = useMessages(messages)
  const shared = useMessages(careersMessages)
  const locale = useLocale()
  if (!job) return <NotFoundPage />
  const { lang } = langOf(job, locale)
  const apply = (
    <LinkButton asChild colorPalette="brand" size="lg">
      <Link to="/jobs/$slug/apply" params={{ slug: job.slug }}>{t.applyNow}</Link>
    </LinkButton>
  )
  return (
    <>
      <JobHeader title={job.title} titleLang={lang} back={{ to: '/get-involved', label: shared.backToGetInvolved }}>
        <Badge lang={lang} mt="4" colorPalette="brand" size="lg">{job.employmentType}</Badge>
      </JobHeader>
      <Container maxW="5xl" py={{ base: '10', md: '14' }}>
        <UntranslatedNotice pageContent={job} mb="6" />
        <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="10" alignItems="start">
          <Box as="section" aria-labelledby="job-description-heading">
            <Heading as="h2" id="job-description-heading" size="2xl" color="brand.800" mb="4">{t.aboutRole}</Heading>
            {toParagraphs(job.description).map((paragraph, i) => (
              <Text key={i} lang={lang} mb="4" fontSize="lg">{paragraph}</Text>
            ))}
            <Box mt="6">{apply}</Box>
          </Box>
          <Box as="aside" aria-labelledby="job-facts-heading" borderWidth="1px" borderRadius="xl" p="6" bg="gray.50">
            <Heading as="h2" id="job-facts-heading" size="lg" mb="4">{t.details}</Heading>
            <JobFacts job={job} />
          </Box>
        </Grid>
      </Container>
    </>
  )
}
