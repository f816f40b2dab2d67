/** Texts and links of the public pages' footer. */
export const FOOTER_TAGLINE = 'The fast, private email client that helps you write, schedule and follow up.';

export const FOOTER_COLUMNS: readonly { heading: string; links: readonly { label: string; to: string }[] }[] = [
  {
    heading: 'Product',
    links: [
      { label: 'Features', to: '/#features' },
      { label: 'Pricing', to: '/#pricing' },
      { label: 'Roadmap', to: '/#roadmap' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { label: 'About', to: '/#about' },
      { label: 'Blog', to: '/blog' },
      { label: 'Careers', to: '/careers' },
    ],
  },
  {
    heading: 'Resources',
    links: [
      { label: 'Documentation', to: '/docs' },
      { label: 'Help Center', to: '/help' },
      { label: 'Community', to: '/community' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { label: 'Privacy', to: '/privacy' },
      { label: 'Terms', to: '/terms' },
      { label: 'Security', to: '/security' },
    ],
  },
];
