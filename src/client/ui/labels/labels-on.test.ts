import { describe, expect, it } from 'vitest';
import type { Label } from '../../api/labels';
import { labelsOn } from './labels-on';

const makeLabel = (over: Partial<Label> = {}): Label => ({ id: 'lbl_1', name: 'Receipts', color: 'green', unread: 0, total: 0, ...over });
const all = [makeLabel({ id: 'lbl_a', name: 'Family' }), makeLabel({ id: 'lbl_b', name: 'Receipts' }), makeLabel({ id: 'lbl_c', name: 'Work' })];

describe('labelsOn', () => {
  it('keeps the order of the label list, not of the message', () => {
    expect(labelsOn(['lbl_c', 'lbl_a'], all).map((l) => l.name)).toEqual(['Family', 'Work']);
  });

  it('leaves out ids no label has (one deleted a moment ago)', () => {
    expect(labelsOn(['lbl_gone', 'lbl_b'], all).map((l) => l.id)).toEqual(['lbl_b']);
  });

  it('leaves out the label whose list is shown', () => {
    expect(labelsOn(['lbl_a', 'lbl_b'], all, 'lbl_b').map((l) => l.id)).toEqual(['lbl_a']);
  });
});
