import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { makeGmailMessage } from '../../../../tests/fakes/gmail-fake';
import { newMessageId } from '../mime';
import { createGmailMailbox } from './mailbox';
import { makeHarness, type Harness } from './test-helpers';

let h: Harness | undefined;
afterEach(async () => {
  await h?.fake.stop();
  h = undefined;
});

async function setup(): Promise<Harness & { mailbox: ReturnType<typeof createGmailMailbox> }> {
  h = await makeHarness();
  return { ...h, mailbox: createGmailMailbox(h.client) };
}

const outgoing = {
  from: { name: 'Me', email: 'me@example.com' },
  to: ['ann@example.org'],
  bcc: ['hidden@example.org'],
  subject: 'Plan',
  html: '<p>Let us meet</p>',
  attachments: [{ filename: 'a.txt', content: new TextEncoder().encode('bytes') }],
};

describe('GmailMailbox', () => {
  it('reports the profile with the provider', async () => {
    const { mailbox } = await setup();
    expect(await mailbox.profile()).toEqual({ emailAddress: 'me@example.com', messagesTotal: 0, provider: 'gmail' });
  });

  it('sends a raw MIME message Gmail can read, attachments and Bcc included', async () => {
    const { fake, mailbox } = await setup();
    const messageId = newMessageId('me@example.com');
    const sent = await mailbox.send({ ...outgoing, messageId });
    expect(sent.messageId).toBe(messageId);
    const stored = fake.messages.get(sent.id)!;
    const parsed = await simpleParser(stored.raw!);
    expect(parsed.subject).toBe('Plan');
    expect(parsed.attachments[0].content.toString()).toBe('bytes');
    expect((parsed.bcc as { value: { address?: string }[] } | undefined)?.value.map((a) => a.address)).toEqual(['hidden@example.org']);
    expect(await mailbox.wasSent(messageId)).toBe(true);
    expect(await mailbox.wasSent(newMessageId('me@example.com'))).toBe(false);
  });

  it('refuses to send without any recipient and sends nothing', async () => {
    const { fake, mailbox } = await setup();
    await expect(mailbox.send({ ...outgoing, to: [], bcc: [] })).rejects.toMatchObject({
      code: 'MISSING_RECIPIENT',
      message: 'Missing recipient - Please enter a recipient email address',
    });
    expect(fake.requestCount).toBe(0);
  });

  it('saves a draft', async () => {
    const { fake, mailbox } = await setup();
    const draft = await mailbox.saveDraft(outgoing);
    expect(fake.drafts.has(draft.id)).toBe(true);
  });

  it('stars, unstars and marks read', async () => {
    const { fake, mailbox } = await setup();
    const [m] = fake.addMessages(makeGmailMessage());
    expect(await mailbox.setStarred(m.id, true)).toEqual({ starred: true });
    expect(await mailbox.setStarred(m.id, false)).toEqual({ starred: false });
    await mailbox.markRead(m.id);
    expect(fake.messages.get(m.id)?.labelIds).not.toContain('UNREAD');
  });

  it('opens a message with its sanitised body and gives MESSAGE_NOT_FOUND for a missing one', async () => {
    const { fake, mailbox } = await setup();
    const [m] = fake.addMessages(makeGmailMessage({ html: '<p onclick="x()">Hello</p>', text: undefined }));
    const msg = await mailbox.getMessage(m.id);
    expect(msg.html).toBe('<p>Hello</p>');
    expect(msg.text).toBe('Hello');
    await expect(mailbox.getMessage('missing')).rejects.toMatchObject({ code: 'MESSAGE_NOT_FOUND', kind: 'not_found' });
  });

  it('searches with Gmail q and ignores a blank query', async () => {
    const { fake, mailbox } = await setup();
    fake.addMessages(makeGmailMessage({ subject: 'Invoice 42' }), makeGmailMessage({ subject: 'Lunch' }));
    expect((await mailbox.searchRemote('invoice')).map((m) => m.subject)).toEqual(['Invoice 42']);
    fake.resetCounters();
    expect(await mailbox.searchRemote('   ')).toEqual([]);
    expect(fake.requestCount).toBe(0);
  });
});
