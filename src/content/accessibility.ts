import { site } from './site'

/** The accessibility statement, following the W3C WAI statement model. */

export const accessibilityStatement = {
  lastReviewed: '2026-11-22',
  responseTime: '2 business days',
  commitment: `${site.name} is committed to making this website usable by everyone, including people with disabilities, the community we exist to serve.`,
  conformance:
    'We aim to conform to the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. WCAG defines how to make web content more accessible for people with disabilities. We consider the website partially conformant: most content meets level AA, with the known limitations listed below.',
  measures: [
    'Accessibility is part of how we design, build and test every page, not a later add-on.',
    'Every page is checked with automated accessibility tests (axe-core) on desktop and mobile screen sizes before release.',
    'All features can be used with a keyboard alone, with a visible focus indicator and a "skip to main content" link.',
    'Moving content (the home page image rotation and services carousel) has a pause button, pauses while it has keyboard focus and does not move if you prefer reduced motion.',
    'Text and controls meet AA colour contrast, images have text alternatives, and form errors are announced and linked to their fields.',
    'The site works when zoomed to 400% and on small screens.',
  ],
  technologies: ['HTML', 'WAI-ARIA', 'CSS', 'JavaScript'],
  limitations: [
    {
      title: 'Third-party donation widget',
      detail: 'The donation form is provided by an external service that we do not control. If you have difficulty with it, call us and we will take your donation by phone.',
    },
    {
      title: 'External websites',
      detail: 'Links to partner and government websites lead to content that may not meet the same standard.',
    },
    {
      title: 'Older documents and images',
      detail: 'Some older photographs and documents may lack detailed descriptions. We will provide an accessible version on request.',
    },
  ],
  compatibility:
    'The website is designed to work with current versions of major browsers (Chrome, Edge, Firefox, Safari) and with assistive technologies such as screen readers (NVDA, JAWS, VoiceOver, TalkBack), screen magnifiers and voice control.',
  assessment: 'We assessed this website by self-evaluation with automated testing and manual keyboard and screen reader checks.',
} as const
