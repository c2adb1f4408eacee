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
import { useJobOpening } from '../api/job-opening'
import { calendarDateText, salaryText } from '../lib/job-facts'
import { JobHeader } from './job-header'

/** The facts beside the description: a definition list, each term with its value. */
function JobFacts({ job }: { job: JobOpening }) {
  const facts: [string, string][] = [
    ['Type', job.employmentType],
    ['Department', job.department],
    ['Location', job.location],
    ...(job.baseSalary ? [['Salary', salaryText(job.baseSalary)] as [string, string]] : []),
    ...(job.datePosted ? [['Posted', calendarDateText(job.datePosted)] as [string, string]] : []),
    ...(job.closesOn ? [['Apply by', calendarDateText(job.closesOn)] as [string, string]] : []),
  ]
  return (
    <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="2">
      {facts.map(([term, value]) => (
        <Box key={term} display="contents">
          <chakra.dt fontWeight="semibold">{term}</chakra.dt>
          <chakra.dd>{value}</chakra.dd>
        </Box>
      ))}
    </chakra.dl>
  )
}

/** /jobs/{slug}: one job opening, its full description and the way to apply. */
export function JobPage({ slug }: { slug: string }) {
  const job = useJobOpening(slug)
  if (!job) return <NotFoundPage />
  const apply = (
    <LinkButton asChild colorPalette="brand" size="lg">
      <Link to="/jobs/$slug/apply" params={{ slug: job.slug }}>Apply Now</Link>
    </LinkButton>
  )
  return (
    <>
      <JobHeader title={job.title} back={{ to: '/get-involved', label: 'Back to Get Involved' }}>
        <Badge mt="4" colorPalette="brand" size="lg">{job.employmentType}</Badge>
      </JobHeader>
      <Container maxW="5xl" py={{ base: '10', md: '14' }}>
        <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="10" alignItems="start">
          <Box as="section" aria-labelledby="job-description-heading">
            <Heading as="h2" id="job-description-heading" size="2xl" color="brand.800" mb="4">About the Role</Heading>
            {toParagraphs(job.description).map((paragraph, i) => (
              <Text key={i} mb="4" fontSize="lg">{paragraph}</Text>
            ))}
            <Box mt="6">{apply}</Box>
          </Box>
          <Box as="aside" aria-labelledby="job-facts-heading" borderWidth="1px" borderRadius="xl" p="6" bg="gray.50">
            <Heading as="h2" id="job-facts-heading" size="lg" mb="4">Job Details</Heading>
            <JobFacts job={job} />
          </Box>
        </Grid>
      </Container>
    </>
  )
}
