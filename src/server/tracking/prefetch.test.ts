import { describe, expect, it } from 'vitest';
import { classifyOpen, detectMailProxy } from './prefetch';

const GMAIL = 'Mozilla/5.0 (Windows NT 5.1; rv:11.0) Gecko Firefox/11.0 (via ggpht.com GoogleImageProxy)';
const YAHOO = 'YahooMailProxy; https://help.yahoo.com/kb/yahoo-mail-proxy-SLN28749.html';
const APPLE_BARE = 'Mozilla/5.0';
const APPLE_WEBKIT = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko)';
const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const OUTLOOK_DESKTOP = 'Mozilla/4.0 (compatible; ms-office; MSOffice 16)';

const sentAt = new Date('2026-03-05T12:00:00Z');
const at = (seconds: number) => new Date(sentAt.getTime() + seconds * 1000);

describe('detectMailProxy', () => {
  it('recognises Gmail, Yahoo, Outlook and Apple proxy agents', () => {
    expect(detectMailProxy(GMAIL)).toBe('gmail');
    expect(detectMailProxy('Mozilla/5.0 (via ggpht.com)')).toBe('gmail');
    expect(detectMailProxy(YAHOO)).toBe('yahoo');
    expect(detectMailProxy('OutlookImageProxy/1.0')).toBe('outlook');
    expect(detectMailProxy(APPLE_BARE)).toBe('apple');
    expect(detectMailProxy(APPLE_WEBKIT)).toBe('apple');
  });

  it('treats browsers, desktop mail apps and missing agents as no proxy', () => {
    for (const ua of [SAFARI, CHROME, OUTLOOK_DESKTOP, '', undefined, null]) expect(detectMailProxy(ua)).toBeNull();
  });
});

describe('classifyOpen', () => {
  it('counts a Gmail proxy fetch seconds after sending as a prefetch', () => {
    expect(classifyOpen({ userAgent: GMAIL, sentAt, openedAt: at(3) })).toBe('proxy-prefetch');
  });

  it('counts a Gmail proxy fetch long after sending as a human read', () => {
    expect(classifyOpen({ userAgent: GMAIL, sentAt, openedAt: at(3600) })).toBe('human');
  });

  it('never counts an Apple privacy proxy fetch as a read', () => {
    expect(classifyOpen({ userAgent: APPLE_BARE, sentAt, openedAt: at(7200) })).toBe('proxy-prefetch');
  });

  it('counts the WebKit agent Apple Mail shares with its proxy as a read only after the window', () => {
    expect(classifyOpen({ userAgent: APPLE_WEBKIT, sentAt, openedAt: at(5) })).toBe('proxy-prefetch');
    expect(classifyOpen({ userAgent: APPLE_WEBKIT, sentAt, openedAt: at(600) })).toBe('human');
  });

  it('counts a browser fetch as a human read even right after sending', () => {
    expect(classifyOpen({ userAgent: CHROME, sentAt, openedAt: at(1) })).toBe('human');
  });

  it('honours a custom window', () => {
    expect(classifyOpen({ userAgent: YAHOO, sentAt, openedAt: at(10) }, 5_000)).toBe('human');
  });
});
