/**
 * The optional language model, against small local servers speaking the
 * chat-completions format: one that answers, one too slow for the timeout
 * and one that fails. Failures fall back to the local engine.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEETING_REQUEST, THREE_QUESTIONS } from '../../core/ai/fixtures';
import { startModelServer } from '../../../tests/helpers/model-server';
import { createTestContext, type TestContext, type TestUser } from '../../../tests/helpers/test-app';
import type { AiStatsResponse } from './service';

const API_KEY = 'sk-test-secret-key-0123456789';

/** The stalling server never answers; a 400 ms timeout fails it, while a working server gets ample time even on a busy machine. */
async function withModel(mode: 'ok' | 'slow' | 'fail') {
  const timeoutMs = mode === 'slow' ? '400' : '4000';
  const server = await startModelServer({ mode });
  const waits: number[] = [];
  const t = await createTestContext('pglite', {
    config: { AI_BASE_URL: server.url, AI_MODEL: 'tiny-model', AI_API_KEY: API_KEY, AI_TIMEOUT_MS: timeoutMs },
    ai: { sleep: async (ms) => { waits.push(ms); } },
  });
  const user = await t.signUp();
  return { t, user, received: server.received, waits, close: async () => { await t.close(); await server.stop(); } };
}

async function post(t: TestContext, user: TestUser, path: string, json: unknown) {
  const res = await t.request(`/api/ai/${path}`, { user, json });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as Record<string, unknown> };
}

describe('a configured model server', () => {
  let ctx: Awaited<ReturnType<typeof withModel>>;
  beforeAll(async () => { ctx = await withModel('ok'); });
  afterAll(() => ctx.close());

  it('writes replies, smart replies, subjects, summaries and rewrites, with the key sent only to the model', async () => {
    const { t, user, received } = ctx;
    const reply = await post(t, user, 'reply', { emailContent: THREE_QUESTIONS, options: { tone: 'formal' } });
    expect(reply.body.text).toBe('Model text.');
    expect((reply.body.metadata as { questionsAddressed: number }).questionsAddressed).toBe(3);
    expect(reply.body.id).toEqual(expect.any(String));
    expect((await post(t, user, 'smart-replies', { emailContent: MEETING_REQUEST })).body.replies).toEqual(['Model reply one.', 'Model reply two.', 'Model reply three.']);
    expect((await post(t, user, 'subject', { body: 'Can we meet on Thursday about the budget?' })).body).toEqual({ subject: 'Model subject' });
    expect((await post(t, user, 'summarize', { emailContent: MEETING_REQUEST })).body.summary).toBe('Model summary of the email.');
    expect((await post(t, user, 'improve', { text: 'teh plan' })).body.text).toBe('Model text.');
    expect((await post(t, user, 'tone', { text: 'gonna be late', tone: 'formal' })).body.text).toBe('Model text.');
    expect((await post(t, user, 'body', { subject: 'Kickoff' })).body.text).toBe('Model text.');

    expect(received).toHaveLength(7);
    expect(received.every((r) => r.authorization === `Bearer ${API_KEY}` && r.model === 'tiny-model')).toBe(true);
    expect(received[0]!.prompt).toContain('Tone: formal');
    expect(received[0]!.responseFormat).toMatchObject({ type: 'json_schema' });
    const stats = await t.request('/api/ai/stats', { user });
    expect(await stats.text()).not.toContain(API_KEY);
  });

  it('keeps analysis, priority and completion on the local engine', async () => {
    const { t, user, received } = ctx;
    const before = received.length;
    const analysis = await post(t, user, 'analyze', { emailContent: THREE_QUESTIONS });
    expect((analysis.body.questions as string[]).length).toBe(3);
    expect((await post(t, user, 'prioritize', { emailContent: THREE_QUESTIONS })).status).toBe(200);
    expect((await post(t, user, 'completion', { text: 'Thanks for the update on the project' })).status).toBe(200);
    expect(received.length).toBe(before);
  });
});

describe.each(['slow', 'fail'] as const)('a %s model server', (mode) => {
  let ctx: Awaited<ReturnType<typeof withModel>>;
  beforeAll(async () => { ctx = await withModel(mode); });
  afterAll(() => ctx.close());

  it('is retried twice for replies, then the local engine answers and the error is recorded', async () => {
    const { t, user, received, waits } = ctx;
    const reply = await post(t, user, 'reply', { emailContent: THREE_QUESTIONS });
    expect(reply.status).toBe(200);
    expect(received).toHaveLength(3);
    expect(waits).toEqual([500, 1000]);
    expect(reply.body.text).toMatch(/\w/);
    expect(reply.body.text).not.toBe('Model text.');
    expect((reply.body.metadata as { questionsAddressed: number }).questionsAddressed).toBe(3);
    const stats = (await (await t.request('/api/ai/stats', { user })).json()) as AiStatsResponse;
    expect(stats.errors).toMatchObject({ totalRequests: 1, failedRequests: 1 });
    expect(stats.errorTracking.lastError?.context).toBe('reply');
  });

  it('falls back to the local subject after one failed attempt', async () => {
    const { t, user, received } = ctx;
    const before = received.length;
    const subject = await post(t, user, 'subject', { body: 'Could we meet on Thursday to go over the launch budget?' });
    expect(subject.status).toBe(200);
    expect(subject.body.subject).not.toBe('Model subject');
    expect(received.length - before).toBe(1);
  });
});
