import { Card } from '@chakra-ui/react/card'
import { Link } from '@chakra-ui/react/link'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useSiteView, type SiteView } from '@/lib/site-content'
import { telHref } from '@/lib/format/phone'
import { defineMessages, useMessages } from '@/i18n/messages'

interface QuickContact {
  title: string
  value: string
  href?: string
  note: string
  /** the crisis line's card is set apart */
  crisis?: boolean
}

const messages = defineMessages({
  en: {
    mainPhone: 'Main Phone', mainPhoneNote: 'Monday - Friday, 8:00 AM - 5:00 PM',
    email: 'Email', emailNote: 'We reply within 24 hours',
    mainOffice: 'Main Office', mainOfficeNote: 'Visits by appointment',
    cellPhone: 'Cell Phone', cellPhoneNote: 'Calls and text messages',
    crisisLine: '24/7 Crisis Line', crisisLineNote: 'Immediate help, any time',
  },
  es: {
    mainPhone: 'Teléfono principal', mainPhoneNote: 'De lunes a viernes, de 8:00 a.m. a 5:00 p.m.',
    email: 'Correo electrónico', emailNote: 'Respondemos en un plazo de 24 horas',
    mainOffice: 'Oficina principal', mainOfficeNote: 'Visitas con cita previa',
    cellPhone: 'Celular', cellPhoneNote: 'Llamadas y mensajes de texto',
    crisisLine: 'Línea de crisis 24/7', crisisLineNote: 'Ayuda inmediata, a cualquier hora',
  },
})
type Words = (typeof messages)['en']

const quickContactsOf = (site: SiteView, t: Words): readonly QuickContact[] => [
  { title: t.mainPhone, value: site.phone.main, href: telHref(site.phone.main), note: t.mainPhoneNote },
  { title: t.email, value: site.email.info, href: `mailto:${site.email.info}`, note: t.emailNote },
  { title: t.mainOffice, value: site.address.full, note: t.mainOfficeNote },
  { title: t.cellPhone, value: site.phone.cell, href: telHref(site.phone.cell), note: t.cellPhoneNote },
  { title: t.crisisLine, value: site.phone.crisis, href: telHref(site.phone.crisis), note: t.crisisLineNote, crisis: true },
]

/** The quick-contact cards beside the form (SPEC §2 Contact). */
export function QuickContactCards() {
  const t = useMessages(messages)
  return (
    <Stack as="ul" listStyleType="none" gap="4">
      {quickContactsOf(useSiteView(), t).map((item) => (
        <Card.Root as="li" key={item.title} size="sm" borderColor={item.crisis ? 'accent.300' : undefined}>
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
