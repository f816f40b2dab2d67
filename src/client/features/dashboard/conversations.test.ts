import { describe, expect, it } from 'vitest';
import { participantsLabel } from './conversations';

const p = (name: string, email: string) => ({ name, email });

describe('participantsLabel', () => {
  it('writes first names in order, "me" for the reader, each once', () => {
    expect(participantsLabel([p('Grace Hopper', 'grace@x.test'), p('Ada Lovelace', 'ADA@x.test'), p('Grace Hopper', 'grace@x.test')], ['ada@x.test'])).toBe('Grace, me');
  });

  it('names a lone writer in full, or by address when there is no name', () => {
    expect(participantsLabel([p('Grace Hopper', 'grace@x.test'), p('Grace Hopper', 'GRACE@x.test')], [])).toBe('Grace Hopper');
    expect(participantsLabel([p('', 'billing@shop.test')], [])).toBe('billing@shop.test');
    expect(participantsLabel([p('', 'billing@shop.test'), p('Ann Lee', 'ann@x.test')], [])).toBe('billing, Ann');
  });

  it('shortens a crowd to the first two and the last', () => {
    const crowd = ['Ann A', 'Bo B', 'Cy C', 'Di D', 'Ed E'].map((n, i) => p(n, `${i}@x.test`));
    expect(participantsLabel(crowd, [])).toBe('Ann, Bo … Ed');
  });
});
