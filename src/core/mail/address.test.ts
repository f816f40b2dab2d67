import { describe, expect, it } from 'vitest';
import {
  dedupeAddresses,
  firstName,
  formatAddress,
  formatAddressList,
  isValidEmail,
  parseAddress,
  parseAddressList,
} from './address';

describe('parseAddressList', () => {
  it('parses names, quoted names with commas and bare addresses', () => {
    expect(parseAddressList('A <a@x.io>, "B, Jr" <b@y.io>, c@z.io')).toEqual([
      { name: 'A', email: 'a@x.io' },
      { name: 'B, Jr', email: 'b@y.io' },
      { name: '', email: 'c@z.io' },
    ]);
  });

  it('accepts semicolons as separators and skips empty entries', () => {
    expect(parseAddressList('a@x.io; ; b@y.io,')).toEqual([
      { name: '', email: 'a@x.io' },
      { name: '', email: 'b@y.io' },
    ]);
  });

  it('unescapes quoted pairs in a display name', () => {
    expect(parseAddressList('"Say \\"hi\\"" <s@x.io>')).toEqual([{ name: 'Say "hi"', email: 's@x.io' }]);
  });

  it('returns an empty list for blank or missing input', () => {
    expect(parseAddressList('')).toEqual([]);
    expect(parseAddressList(undefined)).toEqual([]);
  });

  it('drops entries without an at sign', () => {
    expect(parseAddressList('not an address, ok@x.io')).toEqual([{ name: '', email: 'ok@x.io' }]);
  });
});

describe('parseAddress', () => {
  it('returns null for text with no address', () => {
    expect(parseAddress('   ')).toBeNull();
    expect(parseAddress('Bob <bob>')).toBeNull();
  });
});

describe('isValidEmail', () => {
  it.each(['a@b.co', 'first.last+tag@mail.example.org'])('accepts %s', (v) => {
    expect(isValidEmail(v)).toBe(true);
  });
  it.each(['a@b', 'a b@c.de', '@b.co', 'a@.', 'plain'])('rejects %s', (v) => {
    expect(isValidEmail(v)).toBe(false);
  });
});

describe('dedupeAddresses', () => {
  it('keeps the first of addresses that differ only in case', () => {
    expect(
      dedupeAddresses([
        { name: 'Ann', email: 'Ann@X.io' },
        { name: '', email: 'ann@x.io' },
        { name: '', email: 'bo@x.io' },
      ]),
    ).toEqual([
      { name: 'Ann', email: 'Ann@X.io' },
      { name: '', email: 'bo@x.io' },
    ]);
  });
});

describe('formatAddress', () => {
  it('quotes names holding specials and leaves plain names alone', () => {
    expect(formatAddress({ name: 'B, Jr', email: 'b@y.io' })).toBe('"B, Jr" <b@y.io>');
    expect(formatAddress({ name: 'Ann Lee', email: 'a@x.io' })).toBe('Ann Lee <a@x.io>');
    expect(formatAddress({ name: '', email: 'a@x.io' })).toBe('a@x.io');
  });

  it('round-trips through parseAddressList', () => {
    const list = [
      { name: 'B, "Jr"', email: 'b@y.io' },
      { name: 'Zoë', email: 'z@y.io' },
      { name: '', email: 'c@z.io' },
    ];
    expect(parseAddressList(formatAddressList(list))).toEqual(list);
  });
});

describe('firstName', () => {
  it.each([
    ['Maya Chen', 'Maya'],
    ['Doe, Jane', 'Jane'],
    ['Dr. Jane Roe', 'Jane'],
    ['Prof Ada', 'Ada'],
    ['Cher', 'Cher'],
    ['  ', ''],
    ['Mr.', ''],
  ])('greets %j as %j', (name, first) => {
    expect(firstName(name)).toBe(first);
  });
});
