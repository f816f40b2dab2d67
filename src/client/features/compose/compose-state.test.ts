import { describe, expect, it } from 'vitest';
import { prefillCompose } from '../../../core/compose/prefill';
import { commitRecipients, composeReducer, initialComposeState, recipientCount, type ComposeAction, type ComposeState } from './compose-state';

const ann = { email: 'ann@example.com', name: 'Ann' };
const bob = { email: 'bob@example.com', name: '' };

function run(...actions: ComposeAction[]): ComposeState {
  return actions.reduce(composeReducer, initialComposeState(prefillCompose({ kind: 'new' })));
}

describe('compose form state', () => {
  it('starts from the prefill, with nothing pending, attached or tracked', () => {
    const state = initialComposeState(prefillCompose({ kind: 'new', to: 'ann@example.com', subject: 'Hi' }));
    expect(state.to.map((r) => r.email)).toEqual(['ann@example.com']);
    expect(state.subject).toBe('Hi');
    expect(state.texts).toEqual({ to: '', cc: '', bcc: '' });
    expect(state.attachments).toEqual([]);
    expect(state.tracking).toEqual({ opens: false, clicks: false });
    expect(state).not.toHaveProperty('cursor');
  });

  it('a prefill with Cc opens the Cc row, and never closes a row the person opened', () => {
    const withCc = run({ type: 'prefill', fields: { cc: [bob], subject: 'Re: plan' } });
    expect(withCc.showCc).toBe(true);
    expect(withCc.subject).toBe('Re: plan');
    const opened = run({ type: 'show', field: 'bcc' }, { type: 'prefill', fields: { bcc: [] } });
    expect(opened.showBcc).toBe(true);
  });

  it('attaching adds to the list and removing takes out only that file', () => {
    const a = { id: 'a', filename: 'a.pdf', size: 1, mimeType: 'application/pdf' };
    const b = { id: 'b', filename: 'b.txt', size: 2, mimeType: 'text/plain' };
    const state = run({ type: 'attach', attachments: [a] }, { type: 'attach', attachments: [b] }, { type: 'detach', id: 'a' });
    expect(state.attachments.map((x) => x.filename)).toEqual(['b.txt']);
  });

  it('reset empties what was typed but keeps the open rows and the tracking choice', () => {
    const state = run(
      { type: 'recipients', field: 'to', recipients: [ann] },
      { type: 'text', field: 'cc', text: 'half@' },
      { type: 'show', field: 'cc' },
      { type: 'subject', subject: 'Plan' },
      { type: 'body', body: '<p>Hello</p>' },
      { type: 'tracking', tracking: { opens: true, clicks: false } },
      { type: 'reset' },
    );
    expect(state).toMatchObject({ to: [], cc: [], subject: '', body: '', texts: { to: '', cc: '', bcc: '' }, showCc: true });
    expect(state.tracking).toEqual({ opens: true, clicks: false });
  });
});

describe('committing typed recipients', () => {
  it('turns text in each input into chips, resolving a known contact by name', () => {
    const state = run(
      { type: 'recipients', field: 'to', recipients: [ann] },
      { type: 'text', field: 'to', text: 'bob@example.com, ' },
      { type: 'text', field: 'bcc', text: 'Carol' },
    );
    const committed = commitRecipients(state, [{ email: 'carol@example.com', name: 'Carol' }]);
    expect(committed.invalid).toBeNull();
    expect(committed.lists.to.map((r) => r.email)).toEqual(['ann@example.com', 'bob@example.com']);
    expect(committed.lists.bcc.map((r) => r.email)).toEqual(['carol@example.com']);
    expect(recipientCount(committed.lists)).toBe(3);
    const after = composeReducer(state, { type: 'committed', lists: committed.lists, texts: committed.texts });
    expect(after.texts.to.trim()).toBe('');
    expect(after.to).toHaveLength(2);
  });

  it('leaves an entry that is not an address in its input and names it', () => {
    const state = run({ type: 'text', field: 'cc', text: 'bob@example.com, not-an-address' });
    const committed = commitRecipients(state, []);
    expect(committed.invalid).toBe('not-an-address');
    expect(committed.lists.cc.map((r) => r.email)).toEqual(['bob@example.com']);
    expect(committed.texts.cc).toContain('not-an-address');
  });
});
