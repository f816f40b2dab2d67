import { afterEach, describe, expect, it } from 'vitest';
import { makeGmailMessage } from '../../../../tests/fakes/gmail-fake';
import { toMailMessage, toSyncedMessage } from './map';
import { makeHarness, type Harness } from './test-helpers';

let h: Harness | undefined;
afterEach(async () => {
  await h?.fake.stop();
  h = undefined;
});

describe('toMailMessage', () => {
  it('returns a message with script, onerror, javascript: link and remote image all inert', async () => {
    h = await makeHarness();
    const [m] = h.fake.addMessages(
      makeGmailMessage({
        from: '"Eve, Attacker" <eve@evil.test>',
        to: 'me@example.com, Bob <bob@example.org>',
        html: '<p>Hi</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">go</a><img src="https://track.test/p.gif">',
        text: 'Hi',
        attachments: [{ filename: 'a.pdf', mimeType: 'application/pdf', content: '%PDF-1.4' }],
      }),
    );
    const msg = toMailMessage(await h.client.getMessage(m.id, 'full'));
    expect(msg.html).not.toMatch(/<script|onerror|javascript:|\ssrc="https:/i);
    expect(msg.remoteImages).toBe(1);
    expect(msg.from).toEqual({ name: 'Eve, Attacker', email: 'eve@evil.test' });
    expect(msg.to.map((a) => a.email)).toEqual(['me@example.com', 'bob@example.org']);
    expect(msg.text).toBe('Hi');
    expect(msg.attachments).toEqual([{ id: `ANGjd${m.id}0`, filename: 'a.pdf', mimeType: 'application/pdf', size: 8 }]);
  });

  it('raises EMPTY_MESSAGE for a message with no content', async () => {
    h = await makeHarness();
    const [m] = h.fake.addMessages(makeGmailMessage({ text: '' }));
    expect(() => toMailMessage({ id: m.id, threadId: m.threadId, payload: { mimeType: 'text/plain', body: { size: 0 } } })).toThrow('EMPTY_MESSAGE');
  });
});

describe('toSyncedMessage', () => {
  it('uses the display defaults when headers are missing', () => {
    const item = toSyncedMessage({ id: 'a', threadId: 'a', labelIds: ['INBOX', 'STARRED'], snippet: 'It&#39;s &amp; ok' });
    expect(item).toMatchObject({ subject: '(No subject)', sender: 'Unknown sender', date: null, starred: true, read: true, preview: "It's & ok" });
  });
});
