import { afterEach, describe, expect, it, vi } from 'vitest';
import { authRequest } from './auth';
import { ApiError, NETWORK_ERROR_MESSAGE } from './errors';

function answer(status: number, body: unknown) {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  vi.stubGlobal('fetch', vi.fn(async () => new Response(text, { status })));
}

afterEach(() => vi.unstubAllGlobals());

describe('a better-auth request', () => {
  it('returns the parsed JSON body, and null for an empty one', async () => {
    answer(200, { ok: true });
    await expect(authRequest('/api/x')).resolves.toEqual({ ok: true });
    answer(200, undefined);
    await expect(authRequest('/api/x')).resolves.toBeNull();
  });

  it('sends JSON with same-origin credentials', async () => {
    answer(200, {});
    await authRequest('/api/x', { body: { a: 1 } });
    const [, init] = (fetch as unknown as ReturnType<typeof vi.fn>).mock.calls[0] as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it("throws the server's { error: { code, message } } as an ApiError", async () => {
    answer(401, { error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' } });
    const err = await authRequest('/api/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 401, code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' });
  });

  it("also reads better-auth's flat { code, message }", async () => {
    answer(422, { code: 'USER_ALREADY_EXISTS', message: 'User already exists' });
    await expect(authRequest('/api/x')).rejects.toMatchObject({ status: 422, code: 'USER_ALREADY_EXISTS' });
  });

  it('gives a readable message when the error body is not JSON', async () => {
    answer(502, '<html>Bad gateway</html>');
    await expect(authRequest('/api/x')).rejects.toMatchObject({ status: 502, code: 'HTTP_502' });
  });

  it('turns a failed request into status 0', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(authRequest('/api/x')).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
  });
});
