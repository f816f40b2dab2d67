import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, unwrap } from './client';
import { ApiError, NETWORK_ERROR_MESSAGE } from './errors';

function answer(status: number, body: unknown) {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const fetch = vi.fn(async () => new Response(text, { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('the typed client', () => {
  it('calls the route with JSON and the session cookie, and returns the 2xx body', async () => {
    const fetch = answer(201, { id: 't1', name: 'Hello', category: 'Business', content: 'Hi', createdAt: 'x', updatedAt: 'x' });
    const created = await unwrap(api.templates.$post({ json: { name: 'Hello', content: 'Hi' } }));
    expect(created.name).toBe('Hello');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/templates');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(JSON.parse(String(init.body))).toEqual({ name: 'Hello', content: 'Hi' });
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
  });

  it("throws the server's { error: { code, message } } as an ApiError", async () => {
    answer(404, { error: { code: 'TEMPLATE_NOT_FOUND', message: 'Template not found' } });
    const failure = unwrap(api.templates[':id'].$delete({ param: { id: 'gone' } }));
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 404, code: 'TEMPLATE_NOT_FOUND', message: 'Template not found' });
  });

  it('gives a readable message when an error body is not JSON', async () => {
    answer(502, '<html>Bad gateway</html>');
    await expect(unwrap(api.templates.$get({ query: {} }))).rejects.toMatchObject({ status: 502, message: 'Something went wrong on the server' });
  });

  it('turns a request that got no answer into status 0 with a message to show', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(unwrap(api.templates.$get({ query: {} }))).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE });
  });
});
