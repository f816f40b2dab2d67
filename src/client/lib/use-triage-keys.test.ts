import { describe, expect, it } from 'vitest';
import { triageActionFor } from './use-triage-keys';

describe('triageActionFor', () => {
  it('maps the spec shortcut labels to list actions', () => {
    const key = (k: string, shiftKey = false) => triageActionFor({ key: k, shiftKey });
    expect([key('j'), key('k'), key('Enter'), key('o')]).toEqual(['next', 'prev', 'open', 'open']);
    expect([key('s'), key('e'), key('U', true), key('#', true), key('Delete')]).toEqual(['star', 'archive', 'unread', 'trash', 'trash']);
    expect([key('r'), key('f'), key('x')]).toEqual(['reply', 'forward', 'select']);
    expect(key('Escape')).toBe('close');
  });

  it('ignores keys that are not shortcuts', () => {
    expect(triageActionFor({ key: 'z', shiftKey: false })).toBeNull();
    expect(triageActionFor({ key: 'c', shiftKey: false })).toBeNull();
    expect(triageActionFor({ key: 'g', shiftKey: false })).toBeNull();
  });
});
