import { describe, expect, it } from 'vitest';
import { triageActionFor, TRIAGE_KEYS } from '../../lib/use-triage-keys';
import { keyCap, SHORTCUT_SECTIONS } from './shortcut-help';
import { GO_TO_SHORTCUTS } from './use-shortcuts';

const labels = SHORTCUT_SECTIONS.flatMap((s) => s.shortcuts.map((x) => x.label));
const listed = (label: string) => SHORTCUT_SECTIONS.flatMap((s) => s.shortcuts).find((x) => x.label === label);

describe('the shortcut help', () => {
  it('lists every list key, and each one it lists does what its line says', () => {
    for (const { action, keys, label } of TRIAGE_KEYS) {
      expect(listed(label)?.keys).toEqual(keys.map((k) => [keyCap(k)]));
      for (const key of keys) expect(triageActionFor({ key, shiftKey: key === 'U' })).toBe(action);
    }
    expect(listed('Mark unread')?.keys).toEqual([['Shift+U']]);
    expect(listed('Next message')?.keys).toEqual([['j'], ['↓']]);
  });

  it('lists each g sequence with the section it opens', () => {
    expect(Object.keys(GO_TO_SHORTCUTS).length).toBeGreaterThan(0);
    for (const key of Object.keys(GO_TO_SHORTCUTS)) {
      const line = SHORTCUT_SECTIONS[0]!.shortcuts.find((s) => s.keys[0]?.join(' ') === `g ${key}`);
      expect(line?.label, `g ${key}`).toMatch(/^Go to [A-Z]/);
    }
    expect(listed('Go to Templates')?.keys).toEqual([['g', 't']]);
  });

  it('names each shortcut once', () => {
    expect(new Set(labels).size).toBe(labels.length);
  });
});
