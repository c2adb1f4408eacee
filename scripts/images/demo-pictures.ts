// The demo content's pictures (issue 33 item 5): what each shows (its alt text) and its scene for
// the painter (demo-scenes.browser.js), by the content row it illustrates. Illustrations only:
// no photographs, no real people, so none of them needs a release (shows_people false). The demo
// partners' logos and accreditation badges are the drawings in public/images/, stored in the
// library as pictures like the rest: an SVG image is a document of its own that the browser lays
// out and paints on the page's main thread, a WebP is decoded off it.
import { readFileSync } from 'node:fs'

type Shape = [string, ...unknown[]]
export type Picture = {
  key: string
  /** the row it illustrates: a seeded post, event or service slug, a hero slide's position, a board member */
  use:
    | { table: 'blog_posts' | 'events' | 'services'; slug: string }
    | { table: 'hero_slides'; position: number }
    | { table: 'board_members' | 'partners'; name: string }
    | { table: 'accreditations'; label: string }
  alt: string
  width: number
  height: number
  scene: Shape[]
}

const HERO = { width: 1920, height: 1080 }
const CARD = { width: 1800, height: 1200 }
const PORTRAIT = { width: 800, height: 800 }
/** Logos and badges are drawn at three times the size the page shows them (60 px high, a 96 px square). */
const DENSITY = 3

/** The scene of one of the drawings in public/images/. */
const drawing = (file: string): Shape[] => [['svg', readFileSync(new URL(`../../public/images/${file}`, import.meta.url), 'utf8')]]

/** A demo partner's logo: `width` is its width at the strip's 60 px height (partners.logo_width). */
const partner = (name: string, file: string, width: number): Picture => ({
  key: file.replace(/\.svg$/, ''), use: { table: 'partners', name }, alt: `${name} logo`,
  width: width * DENSITY, height: 60 * DENSITY, scene: drawing(file),
})

const badge = (label: string, file: string): Picture => ({
  key: file.replace(/\.svg$/, ''), use: { table: 'accreditations', label }, alt: `${label} badge`,
  width: 96 * DENSITY, height: 96 * DENSITY, scene: drawing(file),
})

const day = (top = '#8fd0f2', bottom = '#e3f4fb'): Shape[] => [['sky', top, bottom], ['cloud', 12, 16, 3], ['cloud', 62, 11, 2.4]]
const hills = (a = '#8cc97a', b = '#5fae68', base = 70): Shape[] => [['hill', a, base, 12, 0.05], ['hill', b, base + 10, 8, -0.05]]
const indoor = (wall = '#f3e9dc', floor = '#d9b98f'): Shape[] => [['room', wall, floor], ['window', 8, 12, 26, 30]]

export const PICTURES: Picture[] = [
  // ── the home hero's four slides ──
  { key: 'hero-community', use: { table: 'hero_slides', position: 1 }, ...HERO,
    alt: 'Illustration of friends walking together along a sunny park path lined with trees and bunting',
    scene: [...day(), ['sun', 84, 18, 7], ...hills(), ['path', '#f2dfb6', 30, 58], ['tree', 14, 74, 22], ['tree', 86, 76, 26, '#4aa368'],
      ['bunting', 6], ['figure', 40, 88, 20, '#e06f45'], ['figure', 49, 87, 22, '#2b6cb0', '#8d5a3b', '#1d1d1d'], ['figure', 58, 86, 18, '#38a169', '#e2b48c', '#a0522d']] },
  { key: 'hero-learning', use: { table: 'hero_slides', position: 2 }, ...HERO,
    alt: 'Illustration of two people learning side by side at a table with books, a cup and a plant',
    scene: [...indoor(), ['window', 64, 12, 26, 30], ['figure', 38, 80, 34, '#2b6cb0'], ['figure', 62, 80, 32, '#d66ba0', '#8d5a3b', '#1d1d1d'],
      ['table', 22, 66, 56], ['books', 28, 66], ['cup', 52, 66], ['plant', 70, 66, 10]] },
  { key: 'hero-work', use: { table: 'hero_slides', position: 3 }, ...HERO,
    alt: 'Illustration of coworkers tending rows of potted plants on the shelves of a garden centre',
    scene: [['room', '#e8f3e4', '#c9b28a', 78], ['shelf', 5, 30, 90], ['shelf', 5, 52, 90],
      ...[12, 24, 36, 64, 76, 88].map((x): Shape => ['plant', x, 30, 9]), ...[18, 30, 70, 82].map((x): Shape => ['plant', x, 52, 10]),
      ['figure', 44, 92, 34, '#38a169'], ['figure', 57, 92, 30, '#e06f45', '#8d5a3b', '#1d1d1d']] },
  { key: 'hero-family', use: { table: 'hero_slides', position: 4 }, ...HERO,
    alt: 'Illustration of a family spending an evening together on the lawn outside their lit-up home',
    scene: [['sky', '#27496d', '#f2a878'], ['moon', 82, 16, 5], ['stars', [10, 10], [22, 18], [35, 8], [60, 12], [70, 22]],
      ...hills('#5d9b6a', '#467f55', 72), ['house', 30, 76, 30, '#f6e7cf', '#b8483a', true], ['tree', 8, 80, 24, '#3d7d4f'],
      ['figure', 56, 90, 22, '#2b6cb0'], ['figure', 64, 90, 16, '#f5c542', '#e2b48c', '#a0522d'], ['figure', 71, 90, 21, '#d66ba0', '#8d5a3b', '#1d1d1d'], ['ball', 80, 88, 2.6]] },

  // ── services ──
  { key: 'svc-community-based-support', use: { table: 'services', slug: 'community-based-support' }, ...CARD,
    alt: 'Illustration of a support worker and a friend walking past neighbourhood houses toward the shops',
    scene: [...day(), ...hills('#9ccf86', '#79bb74', 74), ['house', 20, 76, 24], ['house', 48, 76, 20, '#dbe9f5', '#2b6cb0'], ['house', 78, 76, 26, '#fbe3d3', '#38a169'],
      ['figure', 42, 94, 22, '#e06f45'], ['figure', 52, 94, 24, '#2b6cb0', '#8d5a3b', '#1d1d1d']] },
  { key: 'svc-community-inclusion', use: { table: 'services', slug: 'community-inclusion' }, ...CARD,
    alt: 'Illustration of a small group visiting a sunny park with balloons and flowers',
    scene: [...day(), ['sun', 82, 18, 8], ...hills(), ['flowers', 84], ['balloons', 70, 30], ['tree', 16, 76, 24],
      ['figure', 38, 92, 22, '#f5c542'], ['figure', 48, 92, 24, '#2b6cb0', '#8d5a3b', '#1d1d1d'], ['figure', 58, 92, 20, '#d66ba0']] },
  { key: 'svc-career-planning', use: { table: 'services', slug: 'career-planning' }, ...CARD,
    alt: 'Illustration of a career plan on a desk with a laptop screen, books and a gold star',
    scene: [...indoor('#e6eef7'), ['screen', 52, 18, 34, 34], ['table', 10, 64, 80], ['doc', 24, 38, 24], ['books', 62, 64], ['star', 82, 44, 6]] },
  { key: 'svc-day-habilitation', use: { table: 'services', slug: 'day-habilitation' }, ...CARD,
    alt: 'Illustration of a bright day program room with an easel, music notes and a table of crafts',
    scene: [...indoor('#fdf0d8'), ['easel', 70, 86, 40], ['notes', 40, 20, '#2b6cb0'], ['table', 14, 68, 44], ['books', 18, 68], ['plant', 46, 68, 9]] },
  { key: 'svc-occupational-therapy', use: { table: 'services', slug: 'occupational-therapy' }, ...CARD,
    alt: 'Illustration of everyday practice items on a table: a cup, stacked blocks and a plant',
    scene: [...indoor('#eaf5ef'), ['table', 14, 62, 72], ['cup', 22, 62], ['books', 40, 62, ['#f5c542', '#e06f45', '#2b9ed8', '#38a169']], ['plant', 72, 62, 12]] },
  { key: 'svc-physical-therapy', use: { table: 'services', slug: 'physical-therapy' }, ...CARD,
    alt: 'Illustration of an exercise mat, a large therapy ball and a figure stretching',
    scene: [...indoor('#e9f1fb', '#c7d7e6'), ['mat', 20, 88, 60], ['ball', 70, 78, 9, '#2b9ed8'], ['figure', 40, 86, 36, '#e06f45']] },
  { key: 'svc-housing-program-for-homeless-individuals', use: { table: 'services', slug: 'housing-program-for-homeless-individuals' }, ...CARD,
    alt: 'Illustration of a welcoming home with a heart above its roof and a path to the door',
    scene: [...day(), ...hills(), ['path', '#f2dfb6', 46, 50], ['house', 50, 70, 36, '#f6e7cf', '#d2583b', true], ['heart', 50, 18, 7]] },
  { key: 'svc-individual-support', use: { table: 'services', slug: 'individual-support' }, ...CARD,
    alt: 'Illustration of two people sitting together at a kitchen table with cups',
    scene: [...indoor('#fbeee4'), ['figure', 34, 82, 32, '#38a169'], ['figure', 66, 82, 32, '#2b6cb0', '#8d5a3b', '#1d1d1d'], ['table', 20, 66, 60], ['cup', 40, 66], ['cup', 56, 66]] },
  { key: 'svc-respite-care', use: { table: 'services', slug: 'respite-care' }, ...CARD,
    alt: 'Illustration of a calm evening at home with a cup of tea and a moon in the window',
    scene: [['room', '#dfe6f3', '#b8a38a'], ['window', 30, 12, 40, 36, '#27496d'], ['moon', 60, 24, 5], ['table', 30, 68, 40], ['cup', 46, 68], ['plant', 64, 68, 9]] },
  { key: 'svc-residential-services', use: { table: 'services', slug: 'residential-services' }, ...CARD,
    alt: 'Illustration of a row of friendly houses with trees on a sunny street',
    scene: [...day(), ...hills('#9ccf86', '#79bb74', 76), ['house', 22, 78, 26, '#fbe3d3', '#d2583b'], ['house', 52, 78, 30], ['house', 82, 78, 24, '#dbe9f5', '#2b6cb0'], ['tree', 6, 80, 18], ['tree', 95, 80, 16]] },
  { key: 'svc-skill-building', use: { table: 'services', slug: 'skill-building' }, ...CARD,
    alt: 'Illustration of a step-by-step checklist beside books and a plant',
    scene: [...indoor('#f3f0fa'), ['doc', 40, 16, 40], ['table', 10, 72, 80], ['books', 16, 72], ['plant', 80, 72, 10]] },
  { key: 'svc-supported-employment', use: { table: 'services', slug: 'supported-employment' }, ...CARD,
    alt: 'Illustration of a coworker arranging potted plants on shelves at work',
    scene: [['room', '#e8f3e4', '#c9b28a', 78], ['shelf', 5, 34, 90], ...[14, 28, 72, 86].map((x): Shape => ['plant', x, 34, 11]), ['figure', 50, 94, 44, '#38a169']] },
  { key: 'svc-behavior-support', use: { table: 'services', slug: 'behavior-support' }, ...CARD,
    alt: 'Illustration of a quiet corner with a heart, a plant and soft light through the window',
    scene: [...indoor('#f5ece6'), ['heart', 64, 36, 9], ['mat', 40, 90, 40, '#c6a7d8'], ['plant', 24, 88, 14]] },

  // ── events ──
  { key: 'evt-family-resource-fair', use: { table: 'events', slug: 'family-resource-fair' }, ...CARD,
    alt: 'Illustration of information tables under bunting at a resource fair',
    scene: [['room', '#eef4f8', '#cdb99a'], ['bunting', 8], ['table', 6, 62, 40, '#2b6cb0'], ['table', 54, 62, 40, '#e06f45'], ['doc', 14, 42, 18], ['doc', 64, 42, 18], ['books', 30, 62], ['plant', 86, 62, 9]] },
  { key: 'evt-sensory-friendly-movie-afternoon', use: { table: 'events', slug: 'sensory-friendly-movie-afternoon' }, ...CARD,
    alt: 'Illustration of a softly lit movie room with a big screen and rows of comfy seats',
    scene: [['room', '#55607a', '#3e465a', 70], ['screen', 15, 10, 70, 48], ['seats', 72, 8], ['seats', 84, 9, '#b34743']] },
  { key: 'evt-caregiver-wellness-workshop', use: { table: 'events', slug: 'caregiver-wellness-workshop' }, ...CARD,
    alt: 'Illustration of cups of tea, a plant and a heart on a table by the window',
    scene: [...indoor('#f6efe3'), ['heart', 66, 28, 8, '#d66ba0'], ['table', 18, 66, 64], ['cup', 30, 66], ['cup', 44, 66], ['plant', 68, 66, 12]] },
  { key: 'evt-sibling-art-workshop', use: { table: 'events', slug: 'sibling-art-workshop' }, ...CARD,
    alt: 'Illustration of two easels with bright paintings and a table of paint pots',
    scene: [...indoor('#fff5e0'), ['easel', 32, 88, 44], ['easel', 70, 88, 40, ['#38a169', '#d66ba0', '#2b9ed8']], ['balloons', 8, 30]] },
  { key: 'evt-job-readiness-open-house', use: { table: 'events', slug: 'job-readiness-open-house' }, ...CARD,
    alt: 'Illustration of an open door to an office with a resume, a laptop screen and a gold star',
    scene: [...indoor('#e6eef7'), ['screen', 56, 16, 30, 30], ['table', 12, 64, 76], ['doc', 26, 36, 26], ['star', 84, 12, 5]] },
  { key: 'evt-community-day', use: { table: 'events', slug: 'community-day' }, ...CARD,
    alt: 'Illustration of a community day in the park with balloons, bunting, music and a ball',
    scene: [...day(), ['bunting', 10], ...hills(), ['balloons', 12, 34], ['notes', 62, 26, '#2b6cb0'], ['ball', 52, 86, 4], ['tree', 88, 76, 24],
      ['figure', 34, 94, 22, '#e06f45'], ['figure', 70, 94, 24, '#38a169', '#8d5a3b', '#1d1d1d']] },
  { key: 'evt-autism-awareness-walk', use: { table: 'events', slug: 'autism-awareness-walk' }, ...CARD,
    alt: 'Illustration of walkers on a riverside path under a bright sky with a heart-shaped balloon',
    scene: [...day(), ['hill', '#7fc0e0', 64, 4], ['hill', '#8cc97a', 76, 8], ['path', '#f2dfb6', 36, 60], ['heart', 78, 26, 6, '#2b9ed8'],
      ['figure', 38, 94, 22, '#2b9ed8'], ['figure', 48, 92, 20, '#f5c542'], ['figure', 58, 91, 18, '#e06f45']] },
  { key: 'evt-annual-benefit-gala', use: { table: 'events', slug: 'annual-benefit-gala' }, ...CARD,
    alt: 'Illustration of an evening celebration with stars, bunting and balloons',
    scene: [['sky', '#1d3557', '#6b4f8a'], ['stars', [10, 12], [24, 22], [40, 10], [58, 18], [76, 8], [90, 20]], ['bunting', 30, ['#f5c542', '#ffffff']],
      ['star', 50, 22, 8], ['balloons', 12, 60, ['#f5c542', '#d66ba0', '#ffffff']], ['balloons', 76, 62]] },

  // ── posts ──
  { key: 'post-highlights-from-our-community-day', use: { table: 'blog_posts', slug: 'highlights-from-our-community-day' }, ...CARD,
    alt: 'Illustration of music notes, an art easel and a basketball at an outdoor community day',
    scene: [...day(), ['sun', 86, 16, 7], ...hills(), ['bunting', 6], ['easel', 24, 90, 36], ['notes', 48, 30, '#2b6cb0'], ['ball', 74, 86, 5]] },
  { key: 'post-welcoming-our-bayonne-team', use: { table: 'blog_posts', slug: 'welcoming-our-bayonne-team' }, ...CARD,
    alt: 'Illustration of a new building by the water with a welcome heart over the door',
    scene: [...day(), ['hill', '#7fc0e0', 72, 3], ['house', 50, 80, 40, '#dbe9f5', '#2b6cb0'], ['heart', 50, 20, 6], ['tree', 14, 82, 22], ['tree', 86, 82, 20]] },
  { key: 'post-marcus-finds-his-place-at-work', use: { table: 'blog_posts', slug: 'marcus-finds-his-place-at-work' }, ...CARD,
    alt: 'Illustration of a garden centre worker among shelves of plants and flowers',
    scene: [['room', '#e8f3e4', '#c9b28a', 80], ['shelf', 4, 38, 92], ...[10, 22, 34, 66, 78, 90].map((x): Shape => ['plant', x, 38, 10]), ['flowers', 86], ['figure', 50, 96, 40, '#2b6cb0']] },
  { key: 'post-understanding-ddd-eligibility-in-new-jersey', use: { table: 'blog_posts', slug: 'understanding-ddd-eligibility-in-new-jersey' }, ...CARD,
    alt: 'Illustration of an application form with a green check beside a stack of books',
    scene: [...indoor('#eef2f8'), ['doc', 38, 14, 50], ['table', 10, 74, 80], ['books', 14, 74], ['cup', 78, 74]] },

  // ── the demo board members' drawn portraits ──
  { key: 'board-1', use: { table: 'board_members', name: 'Jordan Sample' }, ...PORTRAIT,
    alt: 'Drawn avatar: a smiling figure with short dark hair and a blue top on a soft green background',
    scene: [['portrait', '#9fd5b8', '#2b6cb0', '#c98e6b', '#2b2b2b', 'short']] },
  { key: 'board-2', use: { table: 'board_members', name: 'Riley Example' }, ...PORTRAIT,
    alt: 'Drawn avatar: a smiling figure with long auburn hair and a coral top on a pale yellow background',
    scene: [['portrait', '#f8e3a3', '#e06f45', '#f0c8a8', '#a0522d', 'long']] },
  { key: 'board-3', use: { table: 'board_members', name: 'Morgan Placeholder' }, ...PORTRAIT,
    alt: 'Drawn avatar: a smiling figure with curly black hair and a green top on a light blue background',
    scene: [['portrait', '#b9dcf2', '#38a169', '#8d5a3b', '#1d1d1d', 'curly']] },

  // ── the demo partners' logos and accreditation badges (the rows of the site content migration) ──
  partner('NJ Division of Developmental Disabilities', 'partner-nj-ddd.svg', 138),
  partner('The Arc of New Jersey', 'partner-arc-of-new-jersey.svg', 281),
  partner('Autism New Jersey', 'partner-autism-nj.svg', 177),
  partner('Family Support NJ', 'partner-family-support-nj.svg', 281),
  partner('Essex County', 'partner-essex-county.svg', 216),
  partner('Community Health Alliance', 'partner-community-health-alliance.svg', 385),
  badge('State Licensed', 'badge-state-licensed.svg'),
  badge('CARF Accredited', 'badge-carf.svg'),
  badge('ACHC Accredited', 'badge-achc.svg'),
  badge('501(c)(3) Non-Profit', 'badge-501c3.svg'),
]
