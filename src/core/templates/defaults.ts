/**
 * Template categories and the templates and snippets every new account starts
 * with.
 */

export const TEMPLATE_CATEGORIES = ['Business', 'Personal', 'Follow-up', 'Other'] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];
export const DEFAULT_TEMPLATE_CATEGORY: TemplateCategory = 'Business';

/** A template as seeded, before it has an id, an owner or timestamps. */
export interface TemplateSeed {
  name: string;
  category: TemplateCategory;
  content: string;
}

/** A snippet as seeded, before it has an id, an owner or timestamps. */
export interface SnippetSeed {
  name: string;
  content: string;
}

export const DEFAULT_TEMPLATES: readonly TemplateSeed[] = [
  {
    name: 'Meeting Request',
    category: 'Business',
    content: `Hi {name},

I hope you're doing well. I'd like to set up a short meeting to discuss {topic} with you and the team at {company}.

Would {date} work for you? If not, please suggest a time that suits you better and I'll adjust.

Best regards,
{your_name}`,
  },
  {
    name: 'Thank You',
    category: 'Personal',
    content: `Dear {name},

Thank you so much for {reason}. I really appreciate the time and care you put into it.

It made a real difference, and I look forward to returning the favour.

Warm regards,
{your_name}`,
  },
  {
    name: 'Follow-up Email',
    category: 'Follow-up',
    content: `Hi {name},

I'm following up on my previous email about {topic}, sent on {date}. I wanted to make sure it didn't get lost in your inbox.

Could you let me know where things stand, or whether you need anything else from me?

Thanks,
{your_name}
{company}`,
  },
];

export const DEFAULT_SNIPPETS: readonly SnippetSeed[] = [
  {
    name: 'Professional Closing',
    content: `Please don't hesitate to reach out if you have any questions.

Best regards,
{your_name}`,
  },
  {
    name: 'Meeting Availability',
    content: `I'm available at the following times:
- Monday 10:00 - 12:00
- Wednesday 14:00 - 16:00
- Friday 09:00 - 11:00

Let me know which works best for you.`,
  },
  {
    name: 'Thank You Note',
    content: 'Thank you for your time and consideration. I really appreciate your help with this.',
  },
];
