/**
 * The multipart/mixed wire format of Google's batch endpoint
 * (https://developers.google.com/gmail/api/guides/batch): each part is
 * `Content-Type: application/http` holding one HTTP request or response.
 * Pure string work, shared by the client and the test fake.
 */

export interface BatchRequestPart {
  contentId: string;
  method: string;
  /** Path and query, e.g. `/gmail/v1/users/me/messages/abc?format=metadata`. */
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface BatchResponsePart {
  /** Content-ID without Google's `response-` prefix and angle brackets. */
  contentId: string;
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Builds a batch request body for `Content-Type: multipart/mixed; boundary=...`. */
export function buildBatchRequest(parts: readonly BatchRequestPart[], boundary: string): string {
  const chunks = parts.map((p) => {
    const headerLines = Object.entries(p.headers ?? {}).map(([k, v]) => `${k}: ${v}`);
    if (p.body !== undefined && !Object.keys(p.headers ?? {}).some((k) => k.toLowerCase() === 'content-type')) {
      headerLines.push('Content-Type: application/json');
    }
    const inner = [`${p.method} ${p.path} HTTP/1.1`, ...headerLines, '', p.body ?? ''].join('\r\n');
    return `--${boundary}\r\nContent-Type: application/http\r\nContent-ID: <${p.contentId}>\r\n\r\n${inner}\r\n`;
  });
  return `${chunks.join('')}--${boundary}--\r\n`;
}

/** The boundary parameter of a multipart Content-Type header (RFC 2046 §5.1.1). */
export function boundaryOf(contentType: string | null | undefined): string | null {
  const m = /boundary\s*=\s*(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  return m ? (m[1] ?? m[2]) : null;
}

function splitParts(body: string, boundary: string): string[] {
  const delimiter = `--${boundary}`;
  const sections = body.split(delimiter);
  // sections[0] is the preamble; a section starting with "--" is the close.
  return sections.slice(1).filter((s) => !s.startsWith('--')).map((s) => s.replace(/^\r?\n/, '').replace(/\r?\n$/, ''));
}

function splitHead(text: string): { head: string; rest: string } {
  const m = /\r?\n\r?\n/.exec(text);
  if (!m) return { head: text, rest: '' };
  return { head: text.slice(0, m.index), rest: text.slice(m.index + m[0].length) };
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return headers;
}

const cleanId = (id: string | undefined): string => (id ?? '').replace(/^<|>$/g, '').replace(/^response-/, '');

/** Parses a batch response body into its parts, in order. */
export function parseBatchResponse(body: string, boundary: string): BatchResponsePart[] {
  return splitParts(body, boundary).map((part) => {
    const outer = splitHead(part);
    const outerHeaders = parseHeaders(outer.head);
    const inner = splitHead(outer.rest);
    const [statusLine, ...headerLines] = inner.head.split(/\r?\n/);
    const status = Number(/^HTTP\/[\d.]+\s+(\d{3})/.exec(statusLine)?.[1] ?? 0);
    return {
      contentId: cleanId(outerHeaders['content-id']),
      status,
      headers: parseHeaders(headerLines.join('\n')),
      body: inner.rest.trim(),
    };
  });
}

/** Parses a batch request body (the fake's side). */
export function parseBatchRequest(body: string, boundary: string): BatchRequestPart[] {
  return splitParts(body, boundary).map((part) => {
    const outer = splitHead(part);
    const outerHeaders = parseHeaders(outer.head);
    const inner = splitHead(outer.rest);
    const [requestLine, ...headerLines] = inner.head.split(/\r?\n/);
    const [method, path] = requestLine.trim().split(/\s+/);
    const text = inner.rest.trim();
    return {
      contentId: cleanId(outerHeaders['content-id']),
      method: method ?? 'GET',
      path: path ?? '/',
      headers: parseHeaders(headerLines.join('\n')),
      body: text === '' ? undefined : text,
    };
  });
}

/** Builds a batch response body (the fake's side). */
export function buildBatchResponse(parts: readonly BatchResponsePart[], boundary: string): string {
  const reason: Record<number, string> = { 200: 'OK', 204: 'No Content', 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 429: 'Too Many Requests', 500: 'Internal Server Error' };
  const chunks = parts.map((p) => {
    const headers = { 'Content-Type': 'application/json; charset=UTF-8', ...p.headers };
    const lines = [
      `HTTP/1.1 ${p.status} ${reason[p.status] ?? 'Status'}`,
      ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
      `Content-Length: ${Buffer.byteLength(p.body)}`,
    ];
    return `--${boundary}\r\nContent-Type: application/http\r\nContent-ID: <response-${p.contentId}>\r\n\r\n${lines.join('\r\n')}\r\n\r\n${p.body}\r\n`;
  });
  return `${chunks.join('')}--${boundary}--\r\n`;
}
