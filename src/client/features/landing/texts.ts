/** Texts the landing page shows. */
export const HERO_BADGE = 'Open source · Free forever';
export const HERO_TITLE = 'Email at the speed of thought';
export const HERO_SUBTITLE =
  'Email Buddy is a fast, keyboard-first email client with a writing assistant, templates, scheduled sending, follow-up reminders and open tracking built in.';
export const CTA_GET_STARTED = 'Get Started';
export const CTA_SIGN_IN = 'Sign In';
export const HERO_FOOTNOTE = 'No credit card. Works with Gmail, or start with a local inbox.';

export const FEATURES_EYEBROW = 'Features';
export const FEATURES_TITLE = 'Everything you need to get through email faster';
export const FEATURES_SUBTITLE = 'Three things do the heavy lifting; the rest stays out of your way until you need it.';

export interface FeatureText {
  id: string;
  title: string;
  description: string;
}

export const FEATURE_CARDS: readonly FeatureText[] = [
  {
    id: 'ai-powered-writing',
    title: 'AI-Powered Writing',
    description:
      'Draft replies, fix tone, tighten wording and generate subject lines in milliseconds, with a local engine that never ships your mail elsewhere.',
  },
  {
    id: 'smart-search',
    title: 'Smart Search',
    description:
      'Find any message, person or attachment instantly. Full-text search across your mailbox, and a command palette for everything else.',
  },
  {
    id: 'email-analytics',
    title: 'Email Analytics',
    description:
      'Know when your emails are opened and replied to. Signed link tracking and follow-up reminders for the ones that go quiet.',
  },
];

export const PRICING_TITLE = 'Free and open source';
export const PRICING_SUBTITLE = 'No seats, no tiers, no trial. Run it yourself or use ours; every feature is included.';
export const ABOUT_TITLE = 'Built for people who live in their inbox';
export const CLOSING_TITLE = 'Ready for a calmer inbox?';
export const CLOSING_SUBTITLE = 'Create your account in seconds and send your first email before your coffee cools.';
