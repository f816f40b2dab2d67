import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, dbKinds, type TestContext, type TestUser } from '../../../tests/helpers/test-app';
import { ERR_LABEL_NAME_CHARACTERS, ERR_LABEL_NAME_TOO_LONG, type Label } from '../../core/mail/labels';
import { ERR_RULE_NAME_CHARACTERS, type Rule } from '../../core/rules/schemas';
import { mailRuleClaim, mailRuleHistory } from '../db/schema/rules';
import type { MailList, MailMessage } from '../mail/types';
import { RuleService } from './service';

interface History {
  items: { id: string; runId: string | null; ruleId: string; ruleName: string; messageId: string; subject: string; actions: { type: string; ok: boolean; error?: string; detail?: string }[]; undone: boolean }[];
  total: number;
}

describe.each(dbKinds())('rules on %s', (kind) => {
  let t: TestContext;
  let ada: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await createTestContext(kind);
    ada = await t.signUp({ name: 'Ada Lovelace' });
    bob = await t.signUp({ name: 'Bob Builder' });
  });
  afterAll(() => t.close());

  const post = (user: TestUser, path: string, body?: unknown) => t.request(path, { user, method: 'POST', ...(body === undefined ? {} : { json: body }) });
  const makeRule = async (user: TestUser, body: unknown) => {
    const res = await post(user, '/api/rules', body);
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as Rule;
  };
  const send = async (from: TestUser, to: TestUser, subject: string, body = 'Hello there.') => {
    const res = await post(from, '/api/mail/send', { to: [to.email], subject, body });
    expect(res.status).toBe(200);
  };
  const find = async (user: TestUser, subject: string, tab = '') => {
    const list = (await (await t.request(`/api/mail/messages?q=${encodeURIComponent(`subject:"${subject}" in:anywhere`)}${tab}`, { user })).json()) as MailList;
    return list.items.find((i) => i.subject === subject);
  };
  const detail = async (user: TestUser, id: string) => (await (await t.request(`/api/mail/messages/${id}`, { user })).json()) as MailMessage;
  const history = async (user: TestUser) => (await (await t.request('/api/rules/history', { user })).json()) as History;
  const removeAll = async (user: TestUser) => {
    for (const rule of ((await (await t.request('/api/rules', { user })).json()) as { rules: Rule[] }).rules) {
      await t.request(`/api/rules/${rule.id}`, { user, method: 'DELETE' });
    }
  };

  it('labels and archives arriving mail that matches, leaves the rest, and undoes one entry', async () => {
    const rule = await makeRule(ada, {
      name: 'Invoices from Bob',
      when: { query: `from:${bob.email} invoice` },
      actions: [{ type: 'label', labelName: 'Finance' }, { type: 'archive' }],
    });
    const finance = ((await (await t.request('/api/labels', { user: ada })).json()) as { labels: Label[] }).labels.find((l) => l.name === 'Finance')!;
    expect(rule.actions).toEqual([{ type: 'label', labelId: finance.id }, { type: 'archive' }]);

    await send(bob, ada, 'Invoice 2026-11', 'Please find the invoice attached.');
    await send(bob, ada, 'Lunch on Friday?');

    const invoice = (await find(ada, 'Invoice 2026-11'))!;
    expect(invoice.labels).toEqual([finance.id]);
    const inbox = (await (await t.request('/api/mail/messages', { user: ada })).json()) as MailList;
    expect(inbox.items.map((i) => i.subject)).toContain('Lunch on Friday?');
    expect(inbox.items.map((i) => i.subject)).not.toContain('Invoice 2026-11');
    expect((await detail(ada, invoice.id)).inInbox).toBe(false);

    const log = await history(ada);
    expect(log.total).toBe(1);
    expect(log.items[0]).toMatchObject({
      ruleId: rule.id,
      ruleName: 'Invoices from Bob',
      messageId: invoice.id,
      subject: 'Invoice 2026-11',
      runId: null,
      undone: false,
      actions: [{ type: 'label', ok: true, detail: 'Finance' }, { type: 'archive', ok: true }],
    });

    const undo = await post(ada, `/api/rules/history/${log.items[0]!.id}/undo`);
    expect(await undo.json()).toEqual({ undone: 1 });
    const back = await detail(ada, invoice.id);
    expect(back.inInbox).toBe(true);
    expect(back.labelIds).toEqual([]);
    expect((await history(ada)).items[0]!.undone).toBe(true);
    await removeAll(ada);
  });

  it('runs on mail one sends oneself, as it arrives in one\'s inbox', async () => {
    await makeRule(ada, { name: 'Notes to self', when: { query: 'subject:"note to self"' }, actions: [{ type: 'label', labelName: 'Notes' }, { type: 'star' }] });
    await send(ada, ada, 'Note to self: renew passport');
    const note = (await find(ada, 'Note to self: renew passport'))!;
    const notes = ((await (await t.request('/api/labels', { user: ada })).json()) as { labels: Label[] }).labels.find((l) => l.name === 'Notes')!;
    expect(note.labels).toEqual([notes.id]);
    expect(note.starred).toBe(true);
    expect((await history(ada)).items[0]).toMatchObject({ ruleName: 'Notes to self', subject: 'Note to self: renew passport' });
    await removeAll(ada);
  });

  it('runs rules in order, stops at stop, and records a failed action without blocking the others', async () => {
    await makeRule(ada, { name: 'Star and stop', when: { query: 'subject:urgent' }, actions: [{ type: 'star' }, { type: 'stop' }] });
    await makeRule(ada, { name: 'Never reached', when: { query: 'subject:urgent' }, actions: [{ type: 'trash' }] });
    // No outside relay is configured in tests, so this forward fails; the label after it still goes on.
    await makeRule(ada, {
      name: 'Forward reports',
      when: { query: 'subject:report' },
      actions: [{ type: 'forward', to: 'someone@outside.example' }, { type: 'label', labelName: 'Reports' }, { type: 'read' }],
    });
    await send(bob, ada, 'Urgent: server down');
    await send(bob, ada, 'Weekly report');

    const urgent = (await find(ada, 'Urgent: server down'))!;
    expect(urgent.starred).toBe(true);
    expect((await detail(ada, urgent.id)).inInbox).toBe(true);
    const report = (await find(ada, 'Weekly report'))!;
    expect(report.labels).toHaveLength(1);
    expect(report.read).toBe(true);

    const log = await history(ada);
    const forward = log.items.find((i) => i.ruleName === 'Forward reports')!;
    expect(forward.actions.map((a) => [a.type, a.ok])).toEqual([
      ['forward', false],
      ['label', true],
      ['read', true],
    ]);
    expect(forward.actions[0]!.error).toMatch(/outside|deliver/i);
    expect(log.items.map((i) => i.ruleName)).not.toContain('Never reached');
    await removeAll(ada);
  });

  it('acts once on a message however many times and processes it arrives, and finishes a claim a stopped process left', async () => {
    await makeRule(ada, { name: 'Label all from Bob', when: { query: `from:${bob.email}` }, actions: [{ type: 'label', labelName: 'Bob' }] });
    const before = (await history(ada)).total;
    await send(bob, ada, 'Exactly one delivery');
    const message = (await find(ada, 'Exactly one delivery'))!;
    // Two more services on the same database (as two server processes) hear of the same arrival at once.
    const other = new RuleService({ db: t.db.db, mail: t.app.services.mail, logger: t.app.logger });
    await Promise.all([other.onArrived(ada.id, [message.id]), t.app.services.rules.onArrived(ada.id, [message.id])]);
    expect((await history(ada)).total).toBe(before + 1);

    // A process that claimed a message and stopped: after the lease, the sweep runs its rules.
    await send(bob, ada, 'Claimed then stranded');
    const stuck = (await find(ada, 'Claimed then stranded'))!;
    await t.db.db.delete(mailRuleHistory).where(eq(mailRuleHistory.messageId, stuck.id));
    await t.db.db.update(mailRuleClaim).set({ doneAt: null, claimedAt: new Date(Date.now() - 60_000) }).where(eq(mailRuleClaim.messageId, stuck.id));
    await new RuleService({ db: t.db.db, mail: t.app.services.mail, logger: t.app.logger, leaseMs: 1_000 }).sweep();
    const entries = (await history(ada)).items.filter((i) => i.messageId === stuck.id);
    expect(entries).toHaveLength(1);
    await removeAll(ada);
  });

  it('previews and applies a rule to existing mail, then undoes the whole run', async () => {
    await send(bob, ada, 'Receipt #1 for coffee');
    await send(bob, ada, 'Receipt #2 for books');
    const rule = await makeRule(ada, { name: 'Receipts', when: { query: 'subject:receipt' }, actions: [{ type: 'archive' }, { type: 'label', labelName: 'Receipts' }] });
    // Made after they arrived, it has not touched them.
    expect((await find(ada, 'Receipt #1 for coffee'))!.labels).toEqual([]);

    const preview = (await (await post(ada, `/api/rules/${rule.id}/preview`)).json()) as { total: number; items: { subject: string }[] };
    expect(preview.total).toBe(2);
    expect(preview.items.map((i) => i.subject).sort()).toEqual(['Receipt #1 for coffee', 'Receipt #2 for books']);
    expect((await find(ada, 'Receipt #1 for coffee'))!.labels).toEqual([]);

    const applied = (await (await post(ada, `/api/rules/${rule.id}/apply`)).json()) as { runId: string; affected: number };
    expect(applied.affected).toBe(2);
    const inbox = (await (await t.request('/api/mail/messages', { user: ada })).json()) as MailList;
    expect(inbox.items.map((i) => i.subject)).not.toContain('Receipt #1 for coffee');
    expect((await history(ada)).items.filter((i) => i.runId === applied.runId)).toHaveLength(2);

    expect(await (await post(ada, `/api/rules/runs/${applied.runId}/undo`)).json()).toEqual({ undone: 2 });
    const after = (await (await t.request('/api/mail/messages', { user: ada })).json()) as MailList;
    expect(after.items.filter((i) => i.subject.startsWith('Receipt #')).map((i) => i.labels)).toEqual([[], []]);
    // Undoing again changes nothing more.
    expect(await (await post(ada, `/api/rules/runs/${applied.runId}/undo`)).json()).toEqual({ undone: 0 });
    await removeAll(ada);
  });

  it('judges a sentence condition with the writing engine', async () => {
    await makeRule(ada, { name: 'Meetings', when: { sentence: 'someone asks me for a meeting' }, actions: [{ type: 'star' }] });
    await send(bob, ada, 'Can we meet next week?', 'Could we schedule a meeting on Tuesday to go over the plan? Let me know your availability.');
    await send(bob, ada, 'Photos from the trip', 'Here are the photos from our trip. Enjoy!');
    expect((await find(ada, 'Can we meet next week?'))!.starred).toBe(true);
    expect((await find(ada, 'Photos from the trip'))!.starred).toBe(false);
    await removeAll(ada);
  });

  it('reads a sentence as a rule the user can save as it is, which then fires', async () => {
    const res = await post(ada, '/api/rules/interpret', { text: `archive everything from ${bob.email} about the offsite and label it Offsite` });
    expect(res.status).toBe(200);
    const { rule, explanation } = (await res.json()) as { rule: Omit<Rule, 'id' | 'enabled' | 'position' | 'accountId'>; explanation: string };
    expect(rule.when).toEqual({ query: `from:${bob.email} offsite` });
    expect(rule.actions).toEqual([{ type: 'archive' }, { type: 'label', labelName: 'Offsite' }]);
    expect(explanation).toMatch(/^When mail from Bob Builder, containing “offsite”: archive, then label “Offsite”\.$/);
    // Nothing was saved by reading it.
    expect(((await (await t.request('/api/rules', { user: ada })).json()) as { rules: Rule[] }).rules).toEqual([]);

    await makeRule(ada, rule);
    await send(bob, ada, 'Offsite agenda', 'The offsite starts at nine.');
    const arrived = (await find(ada, 'Offsite agenda'))!;
    expect(arrived.labels).toHaveLength(1);
    expect((await detail(ada, arrived.id)).inInbox).toBe(false);

    const nothing = await post(ada, '/api/rules/interpret', { text: 'emails from bob' });
    expect(nothing.status).toBe(422);
    expect(await nothing.json()).toMatchObject({ error: { code: 'RULE_NO_ACTION' } });
    await removeAll(ada);
  });

  it('refuses broken rules with a 400 naming the field', async () => {
    const base = { name: 'R', when: { query: 'from:a@example.com' }, actions: [{ type: 'archive' }] };
    for (const [body, field] of [
      [{ ...base, actions: [{ type: 'explode' }] }, 'actions.0'],
      [{ ...base, actions: [] }, 'actions'],
      [{ ...base, when: { query: 'from:(a b' } }, 'when'],
      [{ ...base, when: { query: 'after:2026/02/30' } }, 'when'],
      [{ ...base, when: { query: '   ' } }, 'when'],
      [{ ...base, when: { sentence: 'purple elephants dancing' } }, 'when'],
      [{ ...base, actions: [{ type: 'forward', to: 'not an address' }] }, 'actions.0.to'],
      [{ ...base, actions: [{ type: 'snooze' }] }, 'actions.0'],
      [{ ...base, actions: [{ type: 'snooze', for: 'soon' }] }, 'actions.0.for'],
      [{ ...base, actions: [{ type: 'label' }] }, 'actions.0'],
      [{ ...base, actions: [{ type: 'label', labelId: 'lbl_nope' }] }, 'actions.0.labelId'],
      [{ ...base, actions: [{ type: 'reply', templateId: 'nope' }] }, 'actions.0.templateId'],
      [{ ...base, actions: [{ type: 'move', folder: 'nope' }] }, 'actions.0.folder'],
      [{ ...base, name: '' }, 'name'],
      [{ ...base, accountId: 'nope' }, 'accountId'],
    ] as const) {
      const res = await post(ada, '/api/rules', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const error = ((await res.json()) as { error: { message: string; field?: string } }).error;
      expect(`${error.field ?? ''} ${error.message}`, JSON.stringify(body)).toContain(field);
    }
    expect(((await (await t.request('/api/rules', { user: ada })).json()) as { rules: Rule[] }).rules).toEqual([]);
  });

  it("keeps one user's rules from another: not listed, not changed, not run, and another's label refused", async () => {
    const rule = await makeRule(ada, { name: 'Ada only', when: { query: 'subject:private' }, actions: [{ type: 'star' }] });
    const adaLabel = (await (await post(ada, '/api/labels', { name: 'Ada secret' })).json()) as Label;
    expect(((await (await t.request('/api/rules', { user: bob })).json()) as { rules: Rule[] }).rules).toEqual([]);
    expect((await t.request(`/api/rules/${rule.id}`, { user: bob, method: 'PATCH', json: { enabled: false } })).status).toBe(404);
    expect((await t.request(`/api/rules/${rule.id}`, { user: bob, method: 'DELETE' })).status).toBe(404);
    expect((await post(bob, `/api/rules/${rule.id}/preview`)).status).toBe(404);
    expect((await post(bob, `/api/rules/${rule.id}/apply`)).status).toBe(404);
    const bobRule = await post(bob, '/api/rules', { name: 'Steal', when: { query: 'x' }, actions: [{ type: 'label', labelId: adaLabel.id }] });
    expect(bobRule.status).toBe(400);

    // Ada's rule does not run on Bob's mail.
    await send(ada, bob, 'private matters');
    expect((await find(bob, 'private matters'))!.starred).toBe(false);
    expect((await history(bob)).total).toBe(0);
    const adaEntry = (await history(ada)).items[0];
    if (adaEntry) expect((await post(bob, `/api/rules/history/${adaEntry.id}/undo`)).status).toBe(404);
    await removeAll(ada);
  });

  it('makes no label for a rule refused for a later action, and makes the label once the rule is saved', async () => {
    const cleo = await t.signUp({ name: 'Cleo' });
    const labelNames = async () => ((await (await t.request('/api/labels', { user: cleo })).json()) as { labels: Label[] }).labels.map((l) => l.name);
    const base = { name: 'Half written', when: { query: 'from:a@example.com' } };

    const created = await post(cleo, '/api/rules', { ...base, actions: [{ type: 'label', labelName: 'HalfWrittenLabel' }, { type: 'reply', templateId: 'nonexistent' }] });
    expect(created.status).toBe(400);
    expect(await created.json()).toMatchObject({ error: { message: 'actions.1.templateId: no such template of yours.' } });

    const rule = await makeRule(cleo, { ...base, actions: [{ type: 'star' }] });
    const changed = await t.request(`/api/rules/${rule.id}`, { user: cleo, method: 'PATCH', json: { actions: [{ type: 'label', labelName: 'HalfMovedLabel' }, { type: 'move', folder: 'nope' }] } });
    expect(changed.status).toBe(400);
    expect(await changed.json()).toMatchObject({ error: { message: 'actions.1.folder: no such folder of yours.' } });
    expect(await labelNames()).toEqual([]);
    expect(((await (await t.request('/api/rules', { user: cleo })).json()) as { rules: Rule[] }).rules).toEqual([rule]);

    const labelled = await t.request(`/api/rules/${rule.id}`, { user: cleo, method: 'PATCH', json: { actions: [{ type: 'label', labelName: 'Saved Label' }, { type: 'archive' }] } });
    expect(labelled.status).toBe(200);
    const [saved] = ((await (await t.request('/api/labels', { user: cleo })).json()) as { labels: Label[] }).labels;
    expect(saved).toMatchObject({ name: 'Saved Label' });
    expect(((await labelled.json()) as Rule).actions).toEqual([{ type: 'label', labelId: saved!.id }, { type: 'archive' }]);
  });

  it('holds a rule name and the name of a label it makes to the rule POST /api/labels uses', async () => {
    const dana = await t.signUp({ name: 'Dana' });
    const base = { name: 'Tidy', when: { query: 'from:a@example.com' }, actions: [{ type: 'archive' }] };
    for (const [body, message] of [
      [{ ...base, name: 'Bell\u0007' }, `name: ${ERR_RULE_NAME_CHARACTERS}`],
      [{ ...base, name: '\u001b[31mRed' }, `name: ${ERR_RULE_NAME_CHARACTERS}`],
      [{ ...base, actions: [{ type: 'label', labelName: 'Bell\u0007' }] }, `actions.0.labelName: ${ERR_LABEL_NAME_CHARACTERS}`],
      [{ ...base, actions: [{ type: 'label', labelName: '\u001b[31mRed' }] }, `actions.0.labelName: ${ERR_LABEL_NAME_CHARACTERS}`],
      [{ ...base, actions: [{ type: 'label', labelName: 'x'.repeat(61) }] }, `actions.0.labelName: ${ERR_LABEL_NAME_TOO_LONG}`],
    ] as const) {
      const res = await post(dana, '/api/rules', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message, JSON.stringify(body)).toBe(message);
    }
    expect(((await (await t.request('/api/labels', { user: dana })).json()) as { labels: Label[] }).labels).toEqual([]);

    // A line break is white space, made one space as a label's name has it.
    const rule = await makeRule(dana, { ...base, name: ' Weekly \n  digest ', actions: [{ type: 'label', labelName: 'Two\nLines' }] });
    expect(rule.name).toBe('Weekly digest');
    expect(((await (await t.request('/api/labels', { user: dana })).json()) as { labels: Label[] }).labels.map((l) => l.name)).toEqual(['Two Lines']);
  });
});
