import { site } from './site'

/**
 * Placeholder privacy policy and terms of use for a US non-profit. They are written to be
 * sensible defaults and are clearly marked on the page as awaiting legal review.
 */

export interface PolicySection {
  heading: string
  paragraphs: readonly string[]
}

export interface Policy {
  title: string
  updated: string
  intro: string
  sections: readonly PolicySection[]
}

export const legalReviewNotice =
  'This policy is a placeholder pending review by legal counsel. It will be updated before it takes effect.'

const contactLine = `Questions about this policy can be sent to ${site.email.info}, by phone at ${site.phone.main}, or by mail to ${site.name}, ${site.address.full}.`

export const privacyPolicy: Policy = {
  title: 'Privacy Policy',
  updated: '2025-01-01',
  intro: `${site.name} respects your privacy. This policy explains what information we collect through this website, how we use it and the choices you have.`,
  sections: [
    {
      heading: 'Information We Collect',
      paragraphs: [
        'Information you give us: your name, e-mail address, phone number and message when you use the contact form; your e-mail address when you subscribe to our newsletter; your details when you register for an event; and your name, e-mail address and donation amount when you donate.',
        'Information collected automatically: basic technical data such as browser type, pages visited and approximate location, through cookies and, where enabled, privacy-respecting analytics.',
      ],
    },
    {
      heading: 'How We Use Information',
      paragraphs: [
        'We use your information to answer your enquiries, send the newsletter you asked for, manage event registrations, process and acknowledge donations, and improve our website. We do not sell, rent or trade your personal information.',
      ],
    },
    {
      heading: 'Health Information',
      paragraphs: [
        'Please do not send medical or other protected health information through this website. Information about people who receive our services is handled under our separate notice of privacy practices and applicable law, including HIPAA where it applies.',
      ],
    },
    {
      heading: 'Sharing',
      paragraphs: [
        'We share information only with service providers who help us run this website, send e-mail or process payments, under agreements that protect it; or when required by law.',
      ],
    },
    {
      heading: 'Your Choices',
      paragraphs: [
        'You can unsubscribe from our newsletter at any time, and you may ask us to access, correct or delete the personal information we hold about you.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: ['This website is not directed to children under 13, and we do not knowingly collect their personal information online.'],
    },
    { heading: 'Contact Us', paragraphs: [contactLine] },
  ],
}

export const termsOfUse: Policy = {
  title: 'Terms of Service',
  updated: '2025-01-01',
  intro: `By using the ${site.name} website you agree to these terms. If you do not agree, please do not use the site.`,
  sections: [
    {
      heading: 'Use of This Website',
      paragraphs: [
        'You may use this website for lawful, personal and non-commercial purposes. You agree not to misuse the site, interfere with its operation or attempt to access areas that are not public.',
      ],
    },
    {
      heading: 'Information Only, Not Professional Advice',
      paragraphs: [
        'Content on this website is general information. It is not medical, legal or financial advice and does not create a provider relationship. In an emergency, call 911.',
      ],
    },
    {
      heading: 'Donations',
      paragraphs: [
        `${site.name} is a 501(c)(3) non-profit organisation. Donations are tax-deductible to the extent allowed by law and are generally non-refundable; contact us promptly about any error.`,
      ],
    },
    {
      heading: 'Content and Links',
      paragraphs: [
        'Text, images and logos on this website belong to us or our licensors. Links to other websites are provided for convenience; we are not responsible for their content or practices.',
      ],
    },
    {
      heading: 'Disclaimer and Limitation of Liability',
      paragraphs: [
        'The website is provided "as is". To the fullest extent permitted by law, we are not liable for damages arising from its use.',
      ],
    },
    {
      heading: 'Governing Law and Changes',
      paragraphs: ['These terms are governed by the laws of the State of New Jersey. We may update them; the date above shows the latest version.'],
    },
    { heading: 'Contact Us', paragraphs: [contactLine] },
  ],
}
