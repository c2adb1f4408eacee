import type { BlogCategory } from '@contract/blog.ts'
import { defineMessages } from '@/i18n/messages'

/** Words the blog's list and post pages share: the fixed read time (SPEC §9) and the category names. */
export const blogMessages = defineMessages<{ readTime: string; categories: Record<BlogCategory, string> }>({
  en: {
    readTime: '3 min read',
    categories: {
      'organization-news': 'Organization News',
      'success-stories': 'Success Stories',
      'industry-insights': 'Industry Insights',
      'events-activities': 'Events & Activities',
    },
  },
  es: {
    readTime: '3 min de lectura',
    categories: {
      'organization-news': 'Noticias de la organización',
      'success-stories': 'Historias de éxito',
      'industry-insights': 'Novedades del sector',
      'events-activities': 'Eventos y actividades',
    },
  },
})
