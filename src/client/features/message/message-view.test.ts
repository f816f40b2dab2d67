import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { FRAME_CSP, FRAME_SANDBOX, frameDocument, frameLook, isColourless } from './MessageBody';
import { aiReplyPath, smartReplyLabel } from './MessagePage';
import { retryMessage } from '../../api/mail';

describe('message frame', () => {
  it('never lets a message run scripts', () => {
    expect(FRAME_SANDBOX).not.toContain('allow-scripts');
    const doc = frameDocument('<p>Hi</p>');
    expect(doc).toContain(`content="${FRAME_CSP}"`);
    expect(FRAME_CSP).toContain("default-src 'none'");
    expect(doc).toContain('<base target="_blank">');
    expect(doc).toContain('<p>Hi</p>');
  });

  it('follows the dark theme only for mail without its own colours', () => {
    expect(isColourless('<p>Plain <b>text</b></p>')).toBe(true);
    expect(isColourless('<p style="color: #333">Styled</p>')).toBe(false);
    expect(isColourless('<table bgcolor="#fff"><tr><td>x</td></tr></table>')).toBe(false);
    expect(isColourless('<style>p{}</style><p>x</p>')).toBe(false);
  });

  it('shows coloured mail on white paper in the dark theme unless the reader asks for dark, and plain mail dark unless asked for light', () => {
    const plain = '<p>Plain</p>';
    const styled = '<p style="color:#333;background:#fff">Styled</p>';
    expect(frameLook(styled, false, 'dark')).toBe('paper');
    expect(frameLook(plain, true, 'auto')).toBe('dark');
    expect(frameLook(styled, true, 'auto')).toBe('paper');
    expect(frameLook(styled, true, 'dark')).toBe('inverted');
    expect(frameLook(plain, true, 'light')).toBe('paper');
    expect(frameDocument(styled, 'inverted')).toContain('filter:invert(.9) hue-rotate(180deg)');
    expect(frameDocument(plain, 'dark')).toContain('background:#1c1d24');
    expect(frameDocument(plain, 'paper')).not.toMatch(/1c1d24|invert/);
  });
});

describe('smartReplyLabel', () => {
  it('keeps replies of up to 50 characters and cuts longer ones to 47 plus an ellipsis', () => {
    const fifty = 'x'.repeat(50);
    expect(smartReplyLabel(fifty)).toBe(fifty);
    expect(smartReplyLabel('y'.repeat(51))).toBe(`${'y'.repeat(47)}…`);
  });
});

describe('aiReplyPath', () => {
  it('carries the message id, the AI reply id and the original text', () => {
    const url = new URL(aiReplyPath('m 1', { id: 'r1', text: 'Sure & thanks!', metadata: {} as never }), 'http://x');
    expect(url.pathname).toBe('/compose');
    expect(Object.fromEntries(url.searchParams)).toEqual({ reply: 'm 1', replyId: 'r1', originalReplyText: 'Sure & thanks!' });
  });
});

describe('retryMessage', () => {
  it('never retries the final message errors and retries others up to three times', () => {
    for (const code of ['MESSAGE_NOT_FOUND', 'PERMISSION_DENIED', 'INVALID_TOKEN', 'EMPTY_MESSAGE']) {
      expect(retryMessage(0, new ApiError(code === 'EMPTY_MESSAGE' ? 422 : 404, code, 'x'))).toBe(false);
    }
    const flaky = new ApiError(502, 'GMAIL_ERROR', 'x');
    expect([0, 1, 2, 3].map((n) => retryMessage(n, flaky))).toEqual([true, true, true, false]);
  });

  it('does not retry a 504: the server already spent its deadline retrying Gmail', () => {
    expect(retryMessage(0, new ApiError(504, 'GMAIL_TIMEOUT', 'Gmail did not answer in time'))).toBe(false);
    expect(retryMessage(0, new ApiError(503, 'DATABASE_UNAVAILABLE', 'x'))).toBe(true);
  });
});
