/** The hostile values the bad-input sweep sends, and the checks on what comes back. */
import { expect } from 'vitest';

export const SQL_OR = "' OR 1=1 --";
export const SQL_DROP = `'; DROP TABLE "user"; --`;
/** NUL: PostgreSQL text cannot store it, so it must be refused before any query. */
export const NUL_TEXT = 'before\u0000after';
/** Bell, an ANSI escape and a CRLF that would start a new mail header if it reached one. */
export const CONTROL_TEXT = 'Hello\u0007\u001b[2J\r\nBcc: victim@example.com';
/** Emoji (with ZWJ sequences), combining marks and an RTL override: valid text a user may well type. */
export const LONG_UNICODE = ('👩‍👩‍👧‍👦 Z̴̢̛a̸͎͑l̵̰̈g̶̱̈́ő̸̜ \u202Egnp.exe\u202C 日本語 ').repeat(20);

/** Route ids that must read as "not found": traversal (encoded so the URL keeps them), SQL, NUL, overlong. */
export const BAD_IDS: readonly { label: string; segment: string }[] = [
  { label: 'traversal ..%2F..%2Fetc%2Fpasswd', segment: '..%2F..%2Fetc%2Fpasswd' },
  { label: 'traversal %2e%2e%2f', segment: '%2e%2e%2f%2e%2e%2fetc%2fpasswd' },
  { label: 'traversal ..%2F', segment: '..%2F' },
  { label: 'SQL text', segment: encodeURIComponent(SQL_OR) },
  { label: 'NUL byte', segment: 'abc%00def' },
  { label: 'long Unicode', segment: encodeURIComponent(LONG_UNICODE) },
  { label: 'a 10 000 character id', segment: 'a'.repeat(10_000) },
];

/**
 * A JSON body of `bytes` bytes, streamed without a Content-Length so the
 * server has to count while reading (the case a bare length check misses).
 */
export function oversizedJson(bytes: number, field = 'text'): ReadableStream<Uint8Array> {
  const head = new TextEncoder().encode(`{"${field}":"`);
  const tail = new TextEncoder().encode('"}');
  const chunk = new Uint8Array(1 << 20).fill(0x61);
  let sent = 0;
  const fill = bytes - head.length - tail.length;
  let stage: 'head' | 'fill' | 'tail' | 'done' = 'head';
  return new ReadableStream({
    pull(controller) {
      if (stage === 'head') {
        controller.enqueue(head);
        stage = 'fill';
      } else if (stage === 'fill') {
        const n = Math.min(chunk.length, fill - sent);
        controller.enqueue(chunk.slice(0, n));
        sent += n;
        if (sent >= fill) stage = 'tail';
      } else if (stage === 'tail') {
        controller.enqueue(tail);
        stage = 'done';
      } else {
        controller.close();
      }
    },
  });
}

/** Marks of an internal detail leaking into an answer: stack frames, file paths, driver and SQL text. */
const LEAKS: readonly RegExp[] = [
  /\n\s+at /,
  /\bat [\w.<>]+ \(/,
  /(?:\/work\/|\/home\/|\/usr\/|node_modules|[A-Za-z]:\\)/,
  /\.(?:ts|js|mjs):\d+/,
  /Failed query/i,
  /Drizzle\w*Error|PostgresError|PGlite|error: syntax|invalid byte sequence|violates .* constraint/i,
  /\b(?:select .* from|insert into|update "\w+" set|delete from)\b/i,
];

/** The API's error shape, and nothing inside it that a user should never see. */
export function expectCleanError(text: string, contentType: string | null): { code: string; message: string } {
  expect(contentType ?? '').toContain('application/json');
  for (const leak of LEAKS) expect(text, `leaks ${leak}`).not.toMatch(leak);
  const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
  expect(body).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
  expect(body.error!.message).not.toBe('');
  return body.error as { code: string; message: string };
}
