import { chakra, type HTMLChakraProps } from '@chakra-ui/react/styled-system'

/** Line icons (24×24, stroke) for the services, chosen by keywords in the title (SPEC §2). */
const PATHS = {
  career: 'M4 8h16v11H4zM9 8V5h6v3M4 13h16',
  inclusion: 'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20c0-3 3-5 6-5s6 2 6 5M12 20c0-3 2-5 4-5 3 0 6 2 6 5',
  community: 'M3 21V10l9-6 9 6v11M9 21v-6h6v6',
  day: 'M12 4V2M12 22v-2M4 12H2M22 12h-2M5 5l1.5 1.5M17.5 17.5 19 19M5 19l1.5-1.5M17.5 6.5 19 5M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  individual: 'M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6',
  occupational: 'M7 11V5a1.5 1.5 0 0 1 3 0v5M10 10V3.5a1.5 1.5 0 0 1 3 0V10M13 10V5a1.5 1.5 0 0 1 3 0v7c0 5-3 9-7 9-3 0-5-2-6-5l-1-3a1.5 1.5 0 0 1 3-1l1 2',
  physical: 'M13 4a2 2 0 1 0 0 .01M9 21l2-6 3 3v3M7 12l3-4h4l3 3M11 15l-1-4',
  respite: 'M20 15A8 8 0 1 1 9 4a6 6 0 0 0 11 11z',
  residential: 'M3 11 12 4l9 7M5 10v10h14V10M10 20v-5h4v5',
  skill: 'M4 19V5l8 4 8-4v14l-8 4-8-4zM12 9v14',
  employment: 'M12 3l2.5 5 5.5.8-4 3.9.9 5.5-4.9-2.6-4.9 2.6.9-5.5-4-3.9 5.5-.8z',
  transportation: 'M4 16V7a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v9M4 16h16v2H4zM7 18v2M17 18v2M4 11h16',
  behavior: 'M12 21s-8-5-8-11a4.5 4.5 0 0 1 8-3 4.5 4.5 0 0 1 8 3c0 6-8 11-8 11z',
  housing: 'M3 12 12 4l9 8M6 10v10h12V10M12 20v-4',
  default: 'M12 21s-8-5-8-11a4.5 4.5 0 0 1 8-3 4.5 4.5 0 0 1 8 3c0 6-8 11-8 11zM9 11h6M12 8v6',
} as const

export type ServiceIconName = keyof typeof PATHS

/** First match wins, so 'community inclusion' is tested before 'community-based'. */
const KEYWORDS: readonly [RegExp, ServiceIconName][] = [
  [/career planning/i, 'career'],
  [/community inclusion/i, 'inclusion'],
  [/community[\s-]based/i, 'community'],
  [/day habilitation/i, 'day'],
  [/individual support/i, 'individual'],
  [/occupational therapy/i, 'occupational'],
  [/physical therapy/i, 'physical'],
  [/respite/i, 'respite'],
  [/residential/i, 'residential'],
  [/skill building/i, 'skill'],
  [/supported employment/i, 'employment'],
  [/transportation/i, 'transportation'],
  [/behavior(al)? support/i, 'behavior'],
  [/housing program/i, 'housing'],
]

export function iconForTitle(title: string): ServiceIconName {
  return KEYWORDS.find(([pattern]) => pattern.test(title))?.[1] ?? 'default'
}

/**
 * The icon of a service by its title, else by its slug's words: a translated title ('Habilitación
 * diurna') holds none of the English keywords, its slug ('day-habilitation') does.
 */
const iconForService = (title: string, slug: string | undefined): ServiceIconName => {
  const byTitle = iconForTitle(title)
  return byTitle === 'default' && slug ? iconForTitle(slug.replace(/-/g, ' ')) : byTitle
}

/** A decorative icon for a service; the title next to it carries the meaning. */
export function ServiceIcon({ title, slug, ...props }: { title: string; slug?: string } & HTMLChakraProps<'svg'>) {
  const name = iconForService(title, slug)
  return (
    <chakra.svg
      viewBox="0 0 24 24"
      width="6"
      height="6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
      {...props}
    >
      <path d={PATHS[name]} />
    </chakra.svg>
  )
}
