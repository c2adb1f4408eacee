import type { ReactNode } from 'react'
import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import type { AccessFeature, PublicSensoryProfile, SensoryLevel } from '@contract/sensory.ts'
import { ACCESS_FEATURES } from '@contract/sensory-terms.ts'
import { defineMessages, useMessages } from '@/i18n/messages'
import { SensoryIcon, type SensoryIconName } from './sensory-icon'
import { VisualStory } from './visual-story'

type Levels = Record<SensoryLevel, string>

const messages = defineMessages({
  en: {
    heading: 'Sensory and access information',
    intro: 'What this event is like, so you can plan ahead.',
    noise: { low: 'Noise: low. It is mostly quiet.', medium: 'Noise: medium. People talk and there may be some music.', high: 'Noise: high. It can be loud.' } as Levels,
    lighting: { low: 'Lighting: soft. The lights are dimmed.', medium: 'Lighting: normal indoor lights.', high: 'Lighting: bright, or lights that change.' } as Levels,
    crowd: { low: 'Crowd: a small group.', medium: 'Crowd: a medium-sized group.', high: 'Crowd: large and busy.' } as Levels,
    quietYes: 'Quiet space: yes. You can take a break there.',
    quietWhere: 'Where: ',
    quietNo: 'Quiet space: there is no quiet room at this event.',
    seating: 'Seating: ',
    food: 'Food: ',
    accessHeading: 'Access',
    access: {
      'step-free': 'Step-free access', 'accessible-toilet': 'Accessible toilet', 'asl-interpretation': 'ASL (sign language) interpretation',
      'spanish-interpretation': 'Spanish interpretation', 'sensory-kits': 'Sensory kits to borrow (ear defenders, fidgets)',
    } as Record<AccessFeature, string>,
  },
  es: {
    heading: 'Información sensorial y de accesibilidad',
    intro: 'Cómo es este evento, para que pueda planificar con tiempo.',
    noise: { low: 'Ruido: bajo. Casi todo es tranquilo.', medium: 'Ruido: medio. La gente habla y puede haber algo de música.', high: 'Ruido: alto. Puede haber mucho ruido.' },
    lighting: { low: 'Luz: suave. Las luces están bajas.', medium: 'Luz: luces normales de interior.', high: 'Luz: brillante, o luces que cambian.' },
    crowd: { low: 'Gente: un grupo pequeño.', medium: 'Gente: un grupo mediano.', high: 'Gente: mucha gente y mucho movimiento.' },
    quietYes: 'Espacio tranquilo: sí. Puede tomar un descanso allí.',
    quietWhere: 'Dónde: ',
    quietNo: 'Espacio tranquilo: no hay una sala tranquila en este evento.',
    seating: 'Asientos: ',
    food: 'Comida: ',
    accessHeading: 'Accesibilidad',
    access: {
      'step-free': 'Acceso sin escalones', 'accessible-toilet': 'Baño accesible', 'asl-interpretation': 'Interpretación en lenguaje de señas (ASL)',
      'spanish-interpretation': 'Interpretación al español', 'sensory-kits': 'Kits sensoriales para prestar (protectores auditivos, juguetes antiestrés)',
    },
  },
})

/** One fact: its icon (decorative) and its words. */
function Fact({ icon, children }: { icon: SensoryIconName; children: ReactNode }) {
  return (
    <HStack as="li" align="start" gap="3">
      <SensoryIcon name={icon} />
      <Box pt="1.5">{children}</Box>
    </HStack>
  )
}

/**
 * An event's "Sensory and access information" (issue 61): noise, lighting, crowd, a quiet space,
 * seating and food in plain words, each with its icon; its access features; then what to expect,
 * step by step. `lang` marks the staff's texts while they are still in English on a Spanish page.
 */
export function SensorySection({ profile, eventTitle, when, lang }: {
  profile: PublicSensoryProfile; eventTitle: string; when: string; lang: { lang?: string }
}) {
  const t = useMessages(messages)
  const access = ACCESS_FEATURES.filter((feature) => profile.access.includes(feature))
  return (
    <Box as="section" aria-labelledby="sensory-heading" data-sensory-section="">
      <Heading as="h2" id="sensory-heading" size="xl" color="brand.800" mb="2">{t.heading}</Heading>
      <Text mb="4" color="fg.muted">{t.intro}</Text>
      <Stack as="ul" listStyleType="none" gap="3">
        {profile.noise && <Fact icon="noise">{t.noise[profile.noise]}</Fact>}
        {profile.lighting && <Fact icon="lighting">{t.lighting[profile.lighting]}</Fact>}
        {profile.crowd && <Fact icon="crowd">{t.crowd[profile.crowd]}</Fact>}
        {profile.quietSpace === true && (
          <Fact icon="quiet">
            <Text>{t.quietYes}</Text>
            {profile.quietSpaceWhere && <Text>{t.quietWhere}<span {...lang}>{profile.quietSpaceWhere}</span></Text>}
          </Fact>
        )}
        {profile.quietSpace === false && <Fact icon="quiet">{t.quietNo}</Fact>}
        {profile.seating && <Fact icon="seating">{t.seating}<span {...lang}>{profile.seating}</span></Fact>}
        {profile.food && <Fact icon="food">{t.food}<span {...lang}>{profile.food}</span></Fact>}
      </Stack>
      {access.length > 0 && (
        <>
          <Heading as="h3" size="lg" color="brand.800" mt="6" mb="3">{t.accessHeading}</Heading>
          <Stack as="ul" listStyleType="none" gap="3">
            {access.map((feature) => <Fact key={feature} icon={feature}>{t.access[feature]}</Fact>)}
          </Stack>
        </>
      )}
      {profile.steps.length > 0 && <VisualStory steps={profile.steps} eventTitle={eventTitle} when={when} lang={lang} />}
    </Box>
  )
}
