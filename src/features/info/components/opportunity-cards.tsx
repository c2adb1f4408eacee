import { Link } from '@tanstack/react-router'
import { Badge } from '@chakra-ui/react/badge'
import { Box } from '@chakra-ui/react/box'
import { Card } from '@chakra-ui/react/card'
import { Heading } from '@chakra-ui/react/heading'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Text } from '@chakra-ui/react/text'
import { chakra } from '@chakra-ui/react/styled-system'
import { LinkButton } from '@/components/ui/link-button'
import type { JobOpening as Job, PageDocument, VolunteerRole } from '@contract/site-content.ts'

type PartnershipType = PageDocument<'get-involved'>['partnershipTypes'][number]
import { PartnershipIconGlyph } from './partnership-icon'
import { defineMessages, useMessages } from '@/i18n/messages'
import { langOf } from '@/i18n/content-language'
import { useLocale } from '@/i18n/use-locale'

const messages = defineMessages({
  en: { applyNow: 'Apply Now', applyNowFor: (title: string) => `Apply Now: ${title}`, skills: 'Skills:' },
  es: { applyNow: 'Presente su solicitud', applyNowFor: (title: string) => `Presente su solicitud: ${title}`, skills: 'Habilidades:' },
})

export function JobCards({ jobs }: { jobs: readonly Job[] }) {
  const t = useMessages(messages)
  const locale = useLocale()
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
      {jobs.map((job) => (
        <Card.Root key={job.id}>
          <Card.Header {...langOf(job, locale)} gap="2">
            <Heading as="h3" size="lg">
              <chakra.a asChild color="brand.800" textDecoration="underline" textUnderlineOffset="3px">
                <Link to="/jobs/$slug" params={{ slug: job.slug }}>{job.title}</Link>
              </chakra.a>
            </Heading>
            <Badge alignSelf="start" colorPalette="brand">{job.employmentType}</Badge>
          </Card.Header>
          <Card.Body {...langOf(job, locale)} gap="2">
            <Text fontWeight="medium">{job.department}</Text>
            <Text color="fg.muted">{job.location}</Text>
            <Text>{job.description}</Text>
          </Card.Body>
          <Card.Footer>
            {/* Issue 35: 'Apply Now' opens the application for this opening (SPEC left it without action). */}
            <LinkButton asChild colorPalette="brand" variant="outline" aria-label={t.applyNowFor(job.title)}>
              <Link to="/jobs/$slug/apply" params={{ slug: job.slug }}>{t.applyNow}</Link>
            </LinkButton>
          </Card.Footer>
        </Card.Root>
      ))}
    </SimpleGrid>
  )
}

export function VolunteerCards({ roles }: { roles: readonly VolunteerRole[] }) {
  const t = useMessages(messages)
  const locale = useLocale()
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
      {roles.map((role) => (
        <Card.Root key={role.id}>
          <Card.Header {...langOf(role, locale)} gap="1">
            <Heading as="h3" size="lg">{role.title}</Heading>
            <Text color="accent.700" fontWeight="semibold">{role.timeCommitment}</Text>
          </Card.Header>
          <Card.Body gap="3">
            <Text {...langOf(role, locale)}>{role.description}</Text>
            <Box>
              <Text fontWeight="medium">{t.skills}</Text>
              <Box as="ul" {...langOf(role, locale)} ps="5" listStyleType="disc" color="fg.muted">
                {role.skills.map((skill) => <li key={skill}>{skill}</li>)}
              </Box>
            </Box>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  )
}

/** `lang` marks the cards when the page's document is not in the page's language. */
export function PartnershipCards({ types, lang }: { types: readonly PartnershipType[]; lang?: string }) {
  return (
    <SimpleGrid lang={lang} columns={{ base: 1, md: 3 }} gap="6">
      {types.map((type) => (
        <Card.Root key={type.title}>
          <Card.Header gap="3">
            <PartnershipIconGlyph icon={type.icon} />
            <Heading as="h3" size="lg">{type.title}</Heading>
          </Card.Header>
          <Card.Body gap="3">
            <Text>{type.description}</Text>
            <Box as="ul" ps="5" listStyleType="disc" color="fg.muted">
              {type.benefits.map((benefit) => <li key={benefit}>{benefit}</li>)}
            </Box>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  )
}
