import { describe, expect, it } from 'vitest';
import { addressList } from './format';

describe('addressList', () => {
  it('quotes a name holding a comma, so two people do not read as four', () => {
    expect(addressList([{ name: '', email: 'me@x.io' }, { name: 'Doe, Jane', email: 'jane@x.io' }, { name: 'Bob', email: 'bob@x.io' }])).toBe('me@x.io, “Doe, Jane”, Bob');
  });
});
