/**
 * The public information pages the footer and the sign-in page link to. Each
 * says what this software does, as it is built: a self-hosted client whose
 * server is run by the person or team who set it up, so the privacy and
 * security pages describe the code's behaviour, not a company's promises.
 */
import type { InfoPath } from './paths';

/** Texts below mark code (a command, a setting, a query) between backticks. */
export interface InfoSection {
  heading: string;
  /** Shown under the heading in smaller type: a post's date. */
  note?: string;
  paragraphs?: readonly string[];
  points?: readonly string[];
}

export interface InfoLink {
  label: string;
  to: string;
  /** Served by the server, not a screen of the app: a full page load. */
  external?: boolean;
}

export interface InfoPage {
  path: `/${InfoPath}`;
  eyebrow: string;
  title: string;
  lead: string;
  sections: readonly InfoSection[];
  /** The help page also lists every keyboard shortcut and search operator, from the tables the app itself reads. */
  reference?: boolean;
  links?: readonly InfoLink[];
}

export const SHORTCUTS_HEADING = 'Keyboard shortcuts';
export const OPERATORS_HEADING = 'Search operators';
export const OPERATORS_INTRO =
  'Type them in the search box, alone or with words: `from:anna has:attachment newer_than:7d`. Quote a phrase to find it word for word, put `-` before a term to leave it out, and `OR` between terms to take either.';

export const INFO_PAGES: readonly InfoPage[] = [
  {
    path: '/docs',
    eyebrow: 'Resources',
    title: 'Documentation',
    lead: 'Email Buddy is a web email client you run yourself. One command starts it with everything it needs; the rest of this page is what you can change.',
    sections: [
      {
        heading: 'Run it',
        paragraphs: [
          'With Node.js 20 or later: `npm ci && npm start`. The app answers at `http://localhost:3000` with an embedded database in `./data`, a local mailbox to try it with, and the local writing engine. Nothing else needs installing.',
        ],
      },
      {
        heading: 'Configure it',
        points: [
          '`DATABASE_URL`: a PostgreSQL database instead of the embedded one, for more than a few people or mailboxes of millions of messages.',
          '`PUBLIC_URL`: the address people reach the app at; open tracking and sign-in links are built from it.',
          '`ENCRYPTION_KEY`: the key that encrypts stored mail passwords, tokens and model keys; generated into the data folder when unset.',
          '`AI_BASE_URL`, `AI_MODEL` and `AI_API_KEY`: an OpenAI-compatible model for everyone; each person can also set their own in Settings, AI Features.',
          'The README in the repository lists every setting with its default.',
        ],
      },
      {
        heading: 'Connect mail',
        paragraphs: [
          'Settings, Email adds mailboxes side by side: any IMAP and SMTP server, Gmail (with your own Google OAuth client, or over IMAP with an app password) and Outlook.com or Microsoft 365. Settings, Import and export brings in mbox and .eml files and takes any folder, label or search out as one mbox.',
        ],
      },
      {
        heading: 'The API',
        paragraphs: [
          'Everything the app does goes through a documented HTTP API. Its OpenAPI description is served at `/api/openapi.json` and rendered as a reference at `/api/docs`.',
        ],
      },
    ],
    links: [
      { label: 'API reference', to: '/api/docs', external: true },
      { label: 'Help Center', to: '/help' },
    ],
  },
  {
    path: '/help',
    eyebrow: 'Resources',
    title: 'Help Center',
    lead: 'The short version of how Email Buddy works, every keyboard shortcut and every search operator.',
    sections: [
      {
        heading: 'Getting started',
        points: [
          'Create an account: it comes with a local mailbox, so you can write and read mail at once.',
          'Add your own mailboxes in Settings, Email; their mail shows up in one inbox, each message marked with its account.',
          'Press ? anywhere in the app for the shortcuts, and Ctrl+K (⌘K on a Mac) for the command palette.',
        ],
      },
      {
        heading: 'Common questions',
        points: [
          'Why are some images missing? Remote images can tell a sender when you read their mail, so they load only when you allow them, for one message or for that sender.',
          'Can I take back a send? Yes, while the undo toast shows. Settings, Email sets how long that is: off, 5, 10, 20 or 30 seconds.',
          'Can I read mail without a connection? Yes: this browser keeps your newest mail and every message you open (the Offline page says how much), and what you write or change offline is sent when the connection is back.',
          'Who sees my mail? The server you signed in to, which is run by whoever set it up. The writing helpers run on that server too, unless you choose a model yourself.',
        ],
      },
    ],
    reference: true,
    links: [
      { label: 'Documentation', to: '/docs' },
      { label: 'Privacy', to: '/privacy' },
    ],
  },
  {
    path: '/community',
    eyebrow: 'Resources',
    title: 'Community',
    lead: 'Email Buddy is built in the open. Questions, bug reports and changes are all welcome.',
    sections: [
      {
        heading: 'Report a problem',
        paragraphs: [
          'Open an issue in the project’s repository with what you did, what you expected and what happened instead. A failing step is worth more than a long description.',
        ],
      },
      {
        heading: 'Change something',
        points: [
          'The README’s map of the code says where each part lives.',
          '`npm test` runs everything CI runs: typecheck, lint, the unit and integration tests and the browser journeys.',
          'Small pull requests with a test that fails without them are merged fastest.',
        ],
      },
    ],
    links: [{ label: 'Documentation', to: '/docs' }],
  },
  {
    path: '/blog',
    eyebrow: 'Company',
    title: 'What’s new',
    lead: 'What changed in Email Buddy lately, newest first.',
    sections: [
      {
        heading: 'Bring your mail, take it with you',
        note: 'November 2026',
        paragraphs: [
          'Import a Gmail Takeout, Thunderbird or Apple Mail mbox, or a folder of .eml files, with its labels, stars and read state. Export any folder, label or search as one mbox, or a single message as the original file.',
        ],
      },
      {
        heading: 'Search that understands you',
        note: 'November 2026',
        paragraphs: [
          'Gmail’s search operators work on every account, and a question like “emails from anna last week with attachments” turns into operators you can see and edit.',
        ],
      },
      {
        heading: 'Every mailbox, side by side',
        note: 'November 2026',
        paragraphs: [
          'Add any IMAP and SMTP server, Gmail and Outlook next to the local mailbox, and organise them with labels and rules that run as mail arrives.',
        ],
      },
      {
        heading: 'Your own model, or none',
        note: 'November 2026',
        paragraphs: [
          'The writing helpers run on a local engine by default. Point them at your own model server, such as Ollama or llama.cpp, in Settings, AI Features; replies stream into the editor as they are written.',
        ],
      },
    ],
  },
  {
    path: '/careers',
    eyebrow: 'Company',
    title: 'Careers',
    lead: 'There are no open positions right now.',
    sections: [
      {
        heading: 'Work on it anyway',
        paragraphs: [
          'Email Buddy is open source, and the best way to work on it is to start: pick an issue, or fix what bothers you in your own inbox.',
        ],
      },
    ],
    links: [{ label: 'Community', to: '/community' }],
  },
  {
    path: '/privacy',
    eyebrow: 'Legal',
    title: 'Privacy',
    lead: 'Email Buddy runs on a server chosen by whoever set it up, and keeps your mail there. Nothing is sold, shared or sent to us.',
    sections: [
      {
        heading: 'What the server keeps',
        points: [
          'Your name, email address and a hash of your password (never the password itself).',
          'A copy of the mail of each mailbox you connect, so lists, search and offline reading are fast. Removing a mailbox in Settings removes its copy.',
          'Mail passwords, sign-in tokens and model keys, encrypted with the server’s key. They are never sent back to your browser.',
          'Your settings, templates, labels, rules, scheduled sends and follow-up reminders.',
        ],
      },
      {
        heading: 'What leaves the server',
        points: [
          'Mail you send, to your mail provider, and what your providers need to sync your mailboxes.',
          'The text the writing helpers work on, only if you or the server’s operator set a model server; otherwise the local engine reads it on the server itself.',
          'Nothing else: no analytics, no advertising, no tracking of you.',
        ],
      },
      {
        heading: 'Tracking the mail you send',
        paragraphs: [
          'When you turn on read receipts or link tracking for a message, its recipients’ copy carries a small image and links through this server, which records when they were opened and by what kind of program. It is off unless you turn it on, and the laws of your recipients’ countries may ask for their consent.',
        ],
      },
      {
        heading: 'In your browser',
        paragraphs: [
          'A session cookie keeps you signed in for up to 30 days. For reading offline, this browser keeps your newest mail and the messages you open, as much as the Offline page says; signing out deletes it.',
        ],
      },
    ],
    links: [
      { label: 'Security', to: '/security' },
      { label: 'Terms', to: '/terms' },
    ],
  },
  {
    path: '/terms',
    eyebrow: 'Legal',
    title: 'Terms',
    lead: 'Short terms for software you run yourself, or use on a server someone runs for you.',
    sections: [
      {
        heading: 'Using Email Buddy',
        points: [
          'Send only mail you are allowed to send: no spam, no phishing, nothing your mail provider forbids.',
          'Keep your password to yourself; what is done with your account is done by you.',
          'Whoever runs the server keeps it running and backed up, and may set terms of their own; ask them.',
        ],
      },
      {
        heading: 'No warranty',
        paragraphs: [
          'Email Buddy is open-source software provided as it is, without a warranty of any kind. Keep copies of mail that matters; Settings, Import and export takes any folder out as one file.',
        ],
      },
    ],
    links: [{ label: 'Privacy', to: '/privacy' }],
  },
  {
    path: '/security',
    eyebrow: 'Legal',
    title: 'Security',
    lead: 'How Email Buddy protects your account and your mail, and how to tell us about a weakness.',
    sections: [
      {
        heading: 'How it protects you',
        points: [
          'Passwords are stored as salted scrypt hashes; sessions live in an HTTP-only cookie that scripts cannot read.',
          'Mail passwords, sign-in tokens and model keys are encrypted at rest with AES-256-GCM.',
          'Every message is sanitised before it is shown: no scripts, no forms, no remote images until you allow them, and a strict Content Security Policy behind that.',
          'Addresses you give the server to connect to, a mail server or a model, are checked after they resolve, so they cannot reach the server’s private network unless its operator allows it.',
          'Every person’s mail, settings and history are theirs alone; each request is checked against who is signed in.',
        ],
      },
      {
        heading: 'Report a weakness',
        paragraphs: [
          'Please report it privately to the project’s maintainers, through the repository’s security advisories, not in a public issue. Say how to reproduce it; we will answer, fix it and credit you if you wish.',
        ],
      },
    ],
    links: [{ label: 'Privacy', to: '/privacy' }],
  },
];

export function infoPageAt(pathname: string): InfoPage | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return INFO_PAGES.find((page) => page.path === path);
}
