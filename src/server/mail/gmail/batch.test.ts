import { describe, expect, it } from 'vitest';
import { boundaryOf, buildBatchRequest, buildBatchResponse, parseBatchRequest, parseBatchResponse } from './batch';

describe('batch wire format', () => {
  it('builds the documented application/http parts and parses them back', () => {
    const body = buildBatchRequest(
      [
        { contentId: 'a1', method: 'GET', path: '/gmail/v1/users/me/messages/a1?format=metadata&metadataHeaders=From' },
        { contentId: 'a2', method: 'POST', path: '/gmail/v1/users/me/messages/a2/modify', body: '{"addLabelIds":["STARRED"]}' },
      ],
      'batch_x',
    );
    expect(body).toContain('--batch_x\r\nContent-Type: application/http\r\nContent-ID: <a1>\r\n\r\nGET /gmail/v1/users/me/messages/a1?format=metadata&metadataHeaders=From HTTP/1.1\r\n');
    expect(body.endsWith('--batch_x--\r\n')).toBe(true);
    expect(parseBatchRequest(body, 'batch_x')).toEqual([
      { contentId: 'a1', method: 'GET', path: '/gmail/v1/users/me/messages/a1?format=metadata&metadataHeaders=From', headers: {}, body: undefined },
      {
        contentId: 'a2',
        method: 'POST',
        path: '/gmail/v1/users/me/messages/a2/modify',
        headers: { 'content-type': 'application/json' },
        body: '{"addLabelIds":["STARRED"]}',
      },
    ]);
  });

  it('parses a response with per-part status and JSON', () => {
    const text = buildBatchResponse(
      [
        { contentId: 'a1', status: 200, headers: {}, body: '{"id":"a1"}' },
        { contentId: 'a2', status: 404, headers: {}, body: '{"error":{"code":404}}' },
      ],
      'batch_r',
    );
    expect(text).toContain('Content-ID: <response-a1>');
    const parts = parseBatchResponse(text, 'batch_r');
    expect(parts.map((p) => [p.contentId, p.status, JSON.parse(p.body)])).toEqual([
      ['a1', 200, { id: 'a1' }],
      ['a2', 404, { error: { code: 404 } }],
    ]);
  });

  it('reads quoted and bare boundaries', () => {
    expect(boundaryOf('multipart/mixed; boundary="b 1"')).toBe('b 1');
    expect(boundaryOf('multipart/mixed; boundary=batch_abc')).toBe('batch_abc');
    expect(boundaryOf('application/json')).toBeNull();
  });
});
