import { describe, expect, it } from 'vitest';
import { canUnsubscribe, parseListUnsubscribe } from './list-unsubscribe';

describe('parseListUnsubscribe', () => {
  it('reads a web and a mail target, one-click when the Post header says so', () => {
    expect(parseListUnsubscribe('<https://news.example/u?id=1>, <mailto:leave@news.example?subject=stop>', 'List-Unsubscribe=One-Click')).toEqual({
      web: 'https://news.example/u?id=1',
      mailto: { to: 'leave@news.example', subject: 'stop', body: 'unsubscribe', url: 'mailto:leave@news.example?subject=stop' },
      oneClick: true,
    });
  });

  it.each([
    ['<mailto:leave@blog.example>', undefined, { mailto: { to: 'leave@blog.example', subject: 'unsubscribe', body: 'unsubscribe', url: 'mailto:leave@blog.example' }, oneClick: false }],
    ['<https://deals.example/u/9>', undefined, { web: 'https://deals.example/u/9', oneClick: false }],
    ['<https://deals.example/u/9>', 'something else', { web: 'https://deals.example/u/9', oneClick: false }],
    ['<mailto:x@y.example>', 'List-Unsubscribe=One-Click', { mailto: expect.objectContaining({ to: 'x@y.example' }), oneClick: false }],
    ['<https://a.example/1>, <https://b.example/2>', undefined, { web: 'https://a.example/1', oneClick: false }],
    ['<https://a.example/\r\n 1>', undefined, { web: 'https://a.example/1', oneClick: false }],
    ['https://no-brackets.example', undefined, { oneClick: false }],
    ['<javascript:alert(1)>, <ftp://x.example>', undefined, { oneClick: false }],
    ['<mailto:not-an-address>', undefined, { oneClick: false }],
    ['<mailto:%ZZ@x.example>', undefined, { oneClick: false }],
    ['<http://[::1>', undefined, { oneClick: false }],
    ['', undefined, { oneClick: false }],
    [null, undefined, { oneClick: false }],
  ])('%j', (header, post, expected) => {
    expect(parseListUnsubscribe(header, post)).toEqual(expected);
  });

  it('knows whether there is anything to unsubscribe with', () => {
    expect(canUnsubscribe('<mailto:a@b.example>')).toBe(true);
    expect(canUnsubscribe('<javascript:x>')).toBe(false);
  });
});
