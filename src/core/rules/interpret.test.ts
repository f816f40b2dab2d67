import { describe, expect, it } from 'vitest';
import { ERR_RULE_NO_ACTION, ERR_RULE_NO_CONDITION, interpretRule } from './interpret';
import { ruleInputSchema, type RuleAction, type RuleCondition } from './schemas';

const now = new Date('2026-11-25T12:00:00Z');
const options = {
  now,
  contacts: [
    { name: 'Alice Archer', email: 'alice@partner.org' },
    { name: 'Bob Builder', email: 'bob@builders.net' },
  ],
  templates: [
    { id: 'tpl-availability', name: 'Availability' },
    { id: 'tpl-thanks', name: 'Thank you' },
  ],
};

/** [sentence, the condition, the actions]: every one must also be a rule the API accepts once labels exist. */
const CASES: [string, RuleCondition, RuleAction[]][] = [
  ['archive everything from noreply@github.com older than a week and label it GitHub', { query: 'from:noreply@github.com older_than:7d' }, [{ type: 'archive' }, { type: 'label', labelName: 'GitHub' }]],
  ['archive receipts and label them Finance', { sentence: 'receipts' }, [{ type: 'archive' }, { type: 'label', labelName: 'Finance' }]],
  ['star anything from alice', { query: 'from:alice@partner.org' }, [{ type: 'star' }]],
  ['answer meeting requests with my availability template', { sentence: 'meeting requests' }, [{ type: 'reply', templateId: 'tpl-availability', send: false }]],
  ['reply to introductions with the thank you template and send it', { sentence: 'introductions' }, [{ type: 'reply', templateId: 'tpl-thanks', send: true }]],
  ['mark newsletters as read', { sentence: 'newsletters' }, [{ type: 'read' }]],
  ['mark newsletters as read and archive them', { sentence: 'newsletters' }, [{ type: 'read' }, { type: 'archive' }]],
  ['trash promotions older than 30 days', { query: 'promotions older_than:30d' }, [{ type: 'trash' }]],
  ['delete promotions', { sentence: 'promotions' }, [{ type: 'trash' }]],
  ['forward invoices to accounting@example.com', { sentence: 'invoices' }, [{ type: 'forward', to: 'accounting@example.com' }]],
  ['forward mail from bob to Team@Example.com', { query: 'from:bob@builders.net' }, [{ type: 'forward', to: 'team@example.com' }]],
  ['snooze mail from bob@example.com for 3 days', { query: 'from:bob@example.com' }, [{ type: 'snooze', for: '3d' }]],
  ['snooze newsletters for a week', { sentence: 'newsletters' }, [{ type: 'snooze', for: '7d' }]],
  ['snooze social updates for two months', { sentence: 'social updates' }, [{ type: 'snooze', for: '2m' }]],
  ['label mail from alice as Partners', { query: 'from:alice@partner.org' }, [{ type: 'label', labelName: 'Partners' }]],
  ['tag emails with attachments from alice as Docs', { query: 'from:alice@partner.org has:attachment' }, [{ type: 'label', labelName: 'Docs' }]],
  ['label pdfs from bob as Contracts', { query: 'from:bob@builders.net filename:pdf' }, [{ type: 'label', labelName: 'Contracts' }]],
  ['file newsletters under Reading and archive them', { sentence: 'newsletters' }, [{ type: 'label', labelName: 'Reading' }, { type: 'archive' }]],
  ['delete everything from spam@junk.example', { query: 'from:spam@junk.example' }, [{ type: 'trash' }]],
  ['mark urgent mail as to reply', { sentence: 'urgent mail' }, [{ type: 'toReply' }]],
  ['mark questions from alice as needing a reply', { query: 'from:alice@partner.org questions' }, [{ type: 'toReply' }]],
  ['star mail from boss@work.com and stop', { query: 'from:boss@work.com' }, [{ type: 'star' }, { type: 'stop' }]],
  ['stop processing other rules and archive notifications', { sentence: 'notifications' }, [{ type: 'archive' }, { type: 'stop' }]],
  ['archive automated notifications', { sentence: 'automated notifications' }, [{ type: 'archive' }]],
  ['flag urgent emails', { sentence: 'urgent emails' }, [{ type: 'star' }]],
  ['mark invoices from billing@acme.com as important', { query: 'from:billing@acme.com invoices' }, [{ type: 'star' }]],
  ['archive unread mail older than 3 months', { query: 'is:unread older_than:3m' }, [{ type: 'archive' }]],
  ['trash mail from deals@shop.example newer than a day', { query: 'from:deals@shop.example newer_than:1d' }, [{ type: 'trash' }]],
  ['Label follow-ups as Chasing.', { sentence: 'follow-ups' }, [{ type: 'label', labelName: 'Chasing' }]],
  ['archive mail about the quarterly report and label it Reports', { query: 'quarterly report' }, [{ type: 'archive' }, { type: 'label', labelName: 'Reports' }]],
  ['star starred mail from bob', { query: 'from:bob@builders.net is:starred' }, [{ type: 'star' }]],
  ['skip the inbox for linkedin mail', { sentence: 'linkedin mail' }, [{ type: 'archive' }]],
];

describe('a rule written in one sentence', () => {
  it.each(CASES)('%s', (sentence, when, actions) => {
    const { rule, explanation } = interpretRule(sentence, options);
    expect(rule.when).toEqual(when);
    expect(rule.actions).toEqual(actions);
    expect(rule.name.length).toBeLessThanOrEqual(60);
    expect(rule.name[0]).toBe(rule.name[0]!.toUpperCase());
    expect(explanation).toMatch(/^When .+: .+\.$/);
    // What the editor shows is a rule the API would save.
    expect(ruleInputSchema.safeParse(rule).success, JSON.stringify(rule)).toBe(true);
  });

  it('names a long rule after its sentence, cut after a whole word', () => {
    const { rule } = interpretRule('label mail from rev@example.com with subject "ruletest" as Projects and star it', options);
    expect(rule.name).toBe('Label mail from rev@example.com with subject "ruletest" as…');
    expect(rule.when).toEqual({ query: 'subject:ruletest from:rev@example.com' });
  });

  it('says so when the sentence has no action or names no mail', () => {
    expect(() => interpretRule('emails from alice', options)).toThrow(ERR_RULE_NO_ACTION);
    expect(() => interpretRule('archive it', options)).toThrow(ERR_RULE_NO_CONDITION);
    expect(() => interpretRule('answer meeting requests with my holiday template', options)).toThrow('You have no template called “holiday”.');
  });

  it('explains the rule in words', () => {
    expect(interpretRule('archive everything from noreply@github.com older than a week and label it GitHub', options).explanation).toBe(
      'When mail from noreply@github.com, older than 7 days: archive, then label “GitHub”.',
    );
    expect(interpretRule('mark newsletters as read', options).explanation).toBe('When the writing engine judges it to be newsletters and list mail: mark as read.');
  });
});
