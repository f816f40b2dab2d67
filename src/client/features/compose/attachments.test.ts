import { describe, expect, it } from 'vitest';
import { MAX_ATTACHMENT_BYTES, MAX_TOTAL_ATTACHMENT_BYTES } from '../../../core/mail/limits';
import { fileToBase64, formatBytes, MAX_FILES_PER_DROP, screenFiles } from './attachments';

const f = (name: string, size: number) => ({ name, size });
const MB = 1024 * 1024;

describe('attachment screening', () => {
  it('accepts ordinary files and silently skips Thumbs.db and .DS_Store', () => {
    const r = screenFiles([f('a.pdf', MB), f('Thumbs.db', 10), f('.DS_Store', 10)], 0);
    expect(r).toEqual({ accepted: [f('a.pdf', MB)], errors: [], totalExceeded: false });
  });

  it('refuses empty, oversized and executable files with a reason each, keeping the rest', () => {
    const r = screenFiles([f('empty.txt', 0), f('big.zip', MAX_ATTACHMENT_BYTES + 1), f('setup.EXE', 10), f('ok.txt', 3)], 0);
    expect(r.accepted).toEqual([f('ok.txt', 3)]);
    expect(r.errors).toEqual(['empty.txt: file is empty', 'big.zip: file is larger than 10 MB', 'setup.EXE: this file type cannot be attached']);
  });

  it('refuses a drop of too many files as a whole', () => {
    const many = Array.from({ length: MAX_FILES_PER_DROP + 1 }, (_, i) => f(`f${i}.txt`, 1));
    expect(screenFiles(many, 0)).toEqual({ accepted: [], errors: ['Too many files: attach at most 20 at a time'], totalExceeded: false });
  });

  it('flags a total over 25 MB, counting what is already attached, and accepts nothing then', () => {
    expect(screenFiles([f('a', 9 * MB), f('b', 9 * MB)], 8 * MB)).toMatchObject({ accepted: [], totalExceeded: true });
    expect(screenFiles([f('a', 10 * MB), f('b', 10 * MB)], MAX_TOTAL_ATTACHMENT_BYTES - 20 * MB)).toMatchObject({ accepted: [f('a', 10 * MB), f('b', 10 * MB)], totalExceeded: false });
  });

  it('formats sizes and encodes bytes as base64', async () => {
    expect(formatBytes(12)).toBe('12 B');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(MB)).toBe('1.0 MB');
    expect(await fileToBase64(new Blob([new Uint8Array([0, 255, 104, 105])]))).toBe(Buffer.from([0, 255, 104, 105]).toString('base64'));
  });
});
