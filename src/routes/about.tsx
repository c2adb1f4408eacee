import { createFileRoute } from '@tanstack/react-router'
import { AboutPage } from '@/features/info/components/about-page'
import { pageHead } from '@/lib/seo'
import { pageQueryOptions, siteOfMatches } from '@/lib/site-content'
import { defineMessages, wordsIn } from '@/i18n/messages'
import { isTranslated } from '@/i18n/content-language'

const messages = defineMessages({
  en: {
    title: 'About Us',
    description: (year: number | string) =>
      `Our mission, vision and history: serving New Jersey families living with autism and developmental disabilities since ${year}.`,
  },
  es: {
    title: 'Quiénes somos',
    description: (year: number | string) =>
      `Nuestra misión, visión e historia: desde ${year}, apoyamos a familias de New Jersey que viven con autismo y discapacidades del desarrollo.`,
  },
})

export const Route = createFileRoute('/about')({
  loader: ({ context }) => context.queryClient.ensureQueryData(pageQueryOptions('about', context.locale)),
  // after the loader, so its data's type is known here
  head: ({ matches, match, loaderData }) =>
    pageHead({
      locale: match.context.locale,
      title: wordsIn(messages, match.context.locale).title,
      description: wordsIn(messages, match.context.locale).description(siteOfMatches(matches).foundedYear),
      path: '/about',
      translated: isTranslated(loaderData),
    }),
  component: AboutPage,
})
