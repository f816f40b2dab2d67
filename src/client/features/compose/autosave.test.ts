import { describe, expect, it } from 'vitest';
import { autosaveKey, clearAutosave, hasContent, isBlankHtml, loadAutosave, writeAutosave, type AutosavedForm } from './autosave';

class MemoryStorage {
  map = new Map<string, string>();
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, v);
  removeItem = (k: string) => void this.map.delete(k);
}

const form = (over: Partial<AutosavedForm> = {}): AutosavedForm => ({
  to: [],
  cc: [],
  bcc: [],
  showCc: false,
  showBcc: false,
  subject: '',
  body: '<p></p>',
  context: {},
  savedAt: 1,
  ...over,
});

describe('compose autosave', () => {
  it('keeps one entry per compose context', () => {
    expect(autosaveKey({})).toBe('email-buddy:compose:new');
    expect(autosaveKey({ reply: 'm1' })).toBe('email-buddy:compose:reply:m1');
    expect(autosaveKey({ reply: 'm1', replyId: 'r9' })).toBe('email-buddy:compose:reply:m1:ai:r9');
    expect(autosaveKey({ forward: 'm1' })).toBe('email-buddy:compose:forward:m1');
    expect(autosaveKey({ scheduled: 's1', reply: 'm1' })).toBe('email-buddy:compose:scheduled:s1');
    expect(autosaveKey({ replyId: 'r9' })).toBe('email-buddy:compose:ai:r9');
  });

  it('round-trips a typed form and shows Cc when it holds recipients', () => {
    const s = new MemoryStorage();
    writeAutosave(s, 'k', form({ subject: 'Hi', cc: [{ email: 'a@x.io', name: '' }] }));
    expect(loadAutosave(s, 'k')).toMatchObject({ subject: 'Hi', showCc: true, showBcc: false });
  });

  it('removes the entry once the form is empty again, and on clear', () => {
    const s = new MemoryStorage();
    writeAutosave(s, 'k', form({ subject: 'Hi' }));
    writeAutosave(s, 'k', form());
    expect(s.map.has('k')).toBe(false);
    writeAutosave(s, 'k', form({ body: '<p>x</p>' }));
    clearAutosave(s, 'k');
    expect(loadAutosave(s, 'k')).toBeNull();
  });

  it('treats corrupt or foreign entries as nothing saved', () => {
    const s = new MemoryStorage();
    s.setItem('a', '{not json');
    s.setItem('b', JSON.stringify({ to: 'x', subject: 1 }));
    expect(loadAutosave(s, 'a')).toBeNull();
    expect(loadAutosave(s, 'b')).toBeNull();
  });

  it('sees an empty editor as blank but an image as content', () => {
    expect(isBlankHtml('<p></p><p>&nbsp;</p>')).toBe(true);
    expect(isBlankHtml('<p><img src="x"></p>')).toBe(false);
    expect(hasContent(form({ to: [{ email: 'a@x.io', name: '' }] }))).toBe(true);
  });
});
