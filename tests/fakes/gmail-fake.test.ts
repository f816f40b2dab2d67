import { afterEach, describe, expect, it } from 'vitest';
import { base64UrlToBytes } from '../../src/core/mail/body';
import { startGmailFake, makeGmailMessage, type GmailFake, type GmailFakeOptions } from './gmail-fake';

let fake: GmailFake | undefined;
afterEach(async () => {
  await fake?.stop();
  fake = undefined;
});

async function start(options: GmailFakeOptions = {}): Promise<{ get: (path: string) => Promise<Response>; token: string }> {
  const started = await startGmailFake(options);
  fake = started.fake;
  const get = (path: string): Promise<Response> =>
    fetch(`${started.fake.baseUrl}${path}`, { headers: { authorization: `Bearer ${started.accessToken}` } });
  return { get, token: started.accessToken };
}

describe('GmailFake', () => {
  it('answers an unauthenticated call with Google\'s 401 error body', async () => {
    await start();
    const res = await fetch(`${fake!.baseUrl}/gmail/v1/users/me/profile`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({
      error: { code: 401, status: 'UNAUTHENTICATED', errors: [{ reason: 'authError', domain: 'global' }] },
    });
  });

  it('serves messages.get in full, metadata and raw formats', async () => {
    const { get } = await start();
    const [m] = fake!.addMessages(makeGmailMessage({ subject: 'Hi', html: '<p>x</p>', text: 'x' }));
    const full = (await (await get(`/gmail/v1/users/me/messages/${m.id}?format=full`)).json()) as {
      payload: { mimeType: string; parts: Array<{ mimeType: string; body: { data: string; size: number } }> };
    };
    expect(full.payload.mimeType).toBe('multipart/alternative');
    expect(full.payload.parts.map((p) => p.mimeType)).toEqual(['text/plain', 'text/html']);
    expect(new TextDecoder().decode(base64UrlToBytes(full.payload.parts[1].body.data))).toBe('<p>x</p>');

    const meta = (await (await get(`/gmail/v1/users/me/messages/${m.id}?format=metadata&metadataHeaders=Subject`)).json()) as {
      payload: { headers: unknown[]; parts?: unknown };
      snippet: string;
    };
    expect(meta.payload.headers).toEqual([{ name: 'Subject', value: 'Hi' }]);
    expect(meta.payload.parts).toBeUndefined();

    const raw = (await (await get(`/gmail/v1/users/me/messages/${m.id}?format=raw`)).json()) as { raw: string };
    expect(new TextDecoder().decode(base64UrlToBytes(raw.raw))).toContain('Subject: Hi');
  });

  it('serves users.labels as Google does: system and user labels, 409 for a taken name, 400 for an unknown label on a message', async () => {
    const { token } = await start();
    const call = (method: string, path: string, body?: unknown) =>
      fetch(`${fake!.baseUrl}/gmail/v1/users/me/${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const made = await call('POST', 'labels', { name: 'Work', labelListVisibility: 'labelShow', messageListVisibility: 'show' });
    expect(made.status).toBe(200);
    const label = (await made.json()) as { id: string; name: string; type: string };
    expect(label).toMatchObject({ id: expect.stringMatching(/^Label_\d+$/), name: 'Work', type: 'user' });
    const again = await call('POST', 'labels', { name: 'work' });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: { code: 409, message: 'Label name exists or conflicts', status: 'ALREADY_EXISTS' } });
    const listed = (await (await call('GET', 'labels')).json()) as { labels: { id: string; type: string }[] };
    expect(listed.labels).toEqual(expect.arrayContaining([expect.objectContaining({ id: 'INBOX', type: 'system' }), expect.objectContaining({ id: label.id, type: 'user' })]));

    const [m] = fake!.addMessages(makeGmailMessage({ subject: 'Labelled' }));
    expect((await call('POST', `messages/${m!.id}/modify`, { addLabelIds: [label.id] })).status).toBe(200);
    const bad = await call('POST', `messages/${m!.id}/modify`, { addLabelIds: ['Label_999'] });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { message: 'Invalid label: Label_999' } });

    expect((await (await call('PATCH', `labels/${label.id}`, { name: 'Job' })).json()) as unknown).toMatchObject({ name: 'Job' });
    expect((await call('DELETE', `labels/${label.id}`)).status).toBe(204);
    expect(fake!.messages.get(m!.id)!.labelIds).not.toContain(label.id);
    expect((await call('DELETE', `labels/${label.id}`)).status).toBe(404);
  });

  it('answers an unknown id with a 404 notFound error', async () => {
    const { get } = await start();
    const res = await get('/gmail/v1/users/me/messages/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 404, status: 'NOT_FOUND', errors: [{ reason: 'notFound' }] } });
  });

  it('answers history.list for an expired id with 404 and a current one with the history id', async () => {
    const { get } = await start();
    fake!.addMessages(makeGmailMessage());
    const current = fake!.currentHistoryId;
    expect(await (await get(`/gmail/v1/users/me/history?startHistoryId=${current}`)).json()).toEqual({ historyId: current });
    fake!.expireHistory();
    expect((await get(`/gmail/v1/users/me/history?startHistoryId=${current}`)).status).toBe(404);
    expect((await get('/gmail/v1/users/me/history?startHistoryId=abc')).status).toBe(404);
  });

  it('applies scripted failures in order and counts requests by path', async () => {
    const { get } = await start();
    fake!.failNext({ status: 429, times: 2 });
    expect((await get('/gmail/v1/users/me/profile')).status).toBe(429);
    expect((await get('/gmail/v1/users/me/profile')).status).toBe(429);
    expect((await get('/gmail/v1/users/me/profile')).status).toBe(200);
    expect(fake!.requests.get('/gmail/v1/users/me/profile')).toBe(3);
  });

  it('adds the configured latency to each request', async () => {
    const { get } = await start({ latencyMs: 40 });
    const t0 = performance.now();
    await get('/gmail/v1/users/me/profile');
    expect(performance.now() - t0).toBeGreaterThanOrEqual(35);
  });

  it('fails the configured fraction of requests with 500', async () => {
    const rolls = [0.1, 0.9, 0.2];
    const { get } = await start({ errorRate: 0.5, random: () => rolls.shift() ?? 1 });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await get('/gmail/v1/users/me/profile')).status);
    expect(statuses).toEqual([500, 200, 500]);
  });

  it('finds a message by its Message-ID with rfc822msgid:', async () => {
    const { get } = await start();
    const [m] = fake!.addMessages(makeGmailMessage({ messageId: '<abc-1@example.com>' }), makeGmailMessage());
    const res = (await (await get('/gmail/v1/users/me/messages?q=rfc822msgid%3Aabc-1%40example.com')).json()) as { messages: unknown[] };
    expect(res.messages).toEqual([{ id: m.id, threadId: m.threadId }]);
  });

  it('refuses a batch without a boundary', async () => {
    const { token } = await start();
    const res = await fetch(`${fake!.baseUrl}/batch/gmail/v1`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/mixed' },
      body: '',
    });
    expect(res.status).toBe(400);
  });

  it('fails, hangs and stores-then-fails on script, with Google\'s quota bodies and Retry-After', async () => {
    const { get, token } = await start();
    fake!.failNext({ status: 429, retryAfter: 5 });
    const limited = await get('/gmail/v1/users/me/profile');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('5');
    expect(await limited.json()).toEqual({
      error: {
        code: 429,
        message: 'Rate Limit Exceeded',
        errors: [{ message: 'Rate Limit Exceeded', domain: 'usageLimits', reason: 'rateLimitExceeded' }],
        status: 'RESOURCE_EXHAUSTED',
      },
    });
    fake!.failNext({ status: 403, reason: 'userRateLimitExceeded' });
    expect(await (await get('/gmail/v1/users/me/profile')).json()).toMatchObject({
      error: { code: 403, status: 'PERMISSION_DENIED', errors: [{ reason: 'userRateLimitExceeded', domain: 'usageLimits' }] },
    });

    fake!.failNext({ hang: true, pathPrefix: '/gmail/v1/users/me/profile' });
    await expect(fetch(`${fake!.baseUrl}/gmail/v1/users/me/profile`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(200) })).rejects.toThrow();

    // After: the send is stored, then the client is told 500.
    const raw = Buffer.from('Message-ID: <once@example.com>\r\nSubject: Once\r\nTo: a@example.org\r\n\r\nHi').toString('base64url');
    fake!.failNext({ status: 500, pathPrefix: '/gmail/v1/users/me/messages/send', after: true });
    const sent = await fetch(`${fake!.baseUrl}/gmail/v1/users/me/messages/send`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ raw }),
    });
    expect(sent.status).toBe(500);
    expect(fake!.copiesOf('<once@example.com>')).toHaveLength(1);
  });

  it('takes faults over its control endpoint, apart from the Gmail API and its counters', async () => {
    const { get } = await start();
    const control = (method: string, body?: unknown) =>
      fetch(`${fake!.baseUrl}/__faults`, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    expect((await control('POST', { faults: [{ status: 503, pathPrefix: '/gmail/v1/users/me/profile', times: -1 }] })).status).toBe(200);
    expect((await get('/gmail/v1/users/me/profile')).status).toBe(503);
    expect((await get('/gmail/v1/users/me/profile')).status).toBe(503);
    const state = (await (await control('GET')).json()) as { faults: Array<{ times: number }>; requests: Record<string, number> };
    expect(state.faults).toEqual([expect.objectContaining({ status: 503, times: -1 })]);
    expect(state.requests).toEqual({ '/gmail/v1/users/me/profile': 2 });
    await control('DELETE');
    expect((await get('/gmail/v1/users/me/profile')).status).toBe(200);
  });

  it('approves the consent screen at once, redirecting with a code the token endpoint accepts', async () => {
    await start();
    const redirectUri = 'http://localhost:9/api/mail/gmail/callback';
    const res = await fetch(`${fake!.baseUrl}/o/oauth2/v2/auth?${new URLSearchParams({ client_id: fake!.clientId, redirect_uri: redirectUri, state: 'st4te' })}`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const back = new URL(res.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
    expect(back.searchParams.get('state')).toBe('st4te');
    const token = await fetch(fake!.tokenUrl, {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'authorization_code', code: back.searchParams.get('code')!, redirect_uri: redirectUri, client_id: fake!.clientId, client_secret: fake!.clientSecret }),
    });
    expect(token.status).toBe(200);
  });
});
