import { Card } from '@chakra-ui/react/card'
import { Link } from '@chakra-ui/react/link'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useSiteView, type SiteView } from '@/lib/site-content'
import { telHref } from '@/lib/format/phone'

interface QuickContact {
  title: string
  value: string
  href?: string
  note: string
}

const quickContactsOf = (site: SiteView): readonly QuickContact[] => [
  { title: 'Main Phone', value: site.phone.main, href: telHref(site.phone.main), note: 'Monday - Friday, 8:00 AM - 5:00 PM' },
  { title: 'Email', value: site.email.info, href: `mailto:${site.email.info}`, note: 'We reply within 24 hours' },
  { title: 'Main Office', value: site.address.full, note: 'Visits by appointment' },
  { title: 'Cell Phone', value: site.phone.cell, href: telHref(site.phone.cell), note: 'Calls and text messages' },
  { title: '24/7 Crisis Line', value: site.phone.crisis, href: telHref(site.phone.crisis), note: 'Immediate help, any time' },
]

/** The quick-contact cards beside the form (SPEC §2 Contact). */
export function QuickContactCards() {
  return (
    <Stack as="ul" listStyleType="none" gap="4">
      {quickContactsOf(useSiteView()).map((item) => (
        <Card.Root as="li" key={item.title} size="sm" borderColor={item.title.includes('Crisis') ? 'accent.300' : undefined}>
          <Card.Body gap="1">
            <Text as="h3" fontWeight="bold" color="brand.800">{item.title}</Text>
            {item.href ? (
              <Link href={item.href} color="brand.700" variant="underline" fontWeight="semibold" wordBreak="break-word">
                {item.value}
              </Link>
            ) : (
              <Text>{item.value}</Text>
            )}
            <Text fontSize="sm" color="fg.muted">{item.note}</Text>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  )
}
