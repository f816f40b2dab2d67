import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ANGRY_CUSTOMER, MEETING_REQUEST, NOW, THREE_QUESTIONS } from '../../core/ai/fixtures';
import { CANNED_SMART_REPLIES, FALLBACK_CONFIDENCE } from '../../core/ai/fallbacks';
import {
  emailAnalysisSchema, priorityResultSchema, replyResultSchema, smartRepliesResultSchema, subjectResultSchema, summaryResultSchema,
  textResultSchema, completionResultSchema,
} from '../../core/ai/schemas';
import { createApp } from '../app';
import { createLogger } from '../logger';
import { createTestContext, dbKinds, type TestContext, type TestUser } from '../../../tests/helpers/test-app';
import { localAssistant, type Assistant } from './assistant';
import type { AiStatsResponse } from './service';
import {
  ERR_CONTENT_FOR_ANALYSIS, ERR_CONTENT_FOR_REPLIES, ERR_CONTENT_FOR_SUMMARY, ERR_EMPTY_MESSAGE, ERR_MISSING_SUBJECT,
  ERR_NO_BODY_FOR_SUBJECT, ERR_NOTHING_TO_ADJUST, ERR_NOTHING_TO_COMPLETE, ERR_NOTHING_TO_IMPROVE, RATING_REQUIRED,
} from './texts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A clock the test moves by hand. */
function makeClock(start = NOW) {
  let t = start.getTime();
  return { now: () => new Date(t), advance: (ms: number) => { t += ms; } };
}

type Json = Record<string, unknown>;

async function post(t: TestContext, user: TestUser, path: string, json: unknown) {
  const res = await t.request(`/api/ai/${path}`, { user, json });
  return { status: res.status, body: (await res.json()) as Json };
}

async function stats(t: TestContext, user: TestUser) {
  const res = await t.request('/api/ai/stats', { user });
  expect(res.status).toBe(200);
  return (await res.json()) as AiStatsResponse;
}

describe.each(dbKinds())('the writing helpers API on %s', (kind) => {
  let t: TestContext;
  let ada: TestUser;
  let bob: TestUser;
  const clock = makeClock();
  const waits: number[] = [];
  beforeAll(async () => {
    t = await createTestContext(kind, { ai: { now: clock.now, sleep: async (ms) => { waits.push(ms); } } });
    ada = await t.signUp({ name: 'Ada Lovelace' });
    bob = await t.signUp({ name: 'Bob Builder' });
  });
  afterAll(() => t.close());

  it('answers every operation with the engine\'s shapes, plus ids for smart replies and replies', async () => {
    const cases: [string, Json, { parse: (v: unknown) => unknown }][] = [
      ['analyze', { emailContent: THREE_QUESTIONS }, emailAnalysisSchema],
      ['prioritize', { emailContent: ANGRY_CUSTOMER }, priorityResultSchema],
      ['summarize', { emailContent: MEETING_REQUEST }, summaryResultSchema],
      ['smart-replies', { emailContent: MEETING_REQUEST }, smartRepliesResultSchema],
      ['reply', { emailContent: THREE_QUESTIONS, options: { tone: 'formal', length: 'short' } }, replyResultSchema],
      ['improve', { text: 'i think teh plan is good' }, textResultSchema],
      ['subject', { body: 'Could we meet on Thursday to go over the budget for the launch?' }, subjectResultSchema],
      ['tone', { text: "Hey, can't make it, gonna be late", tone: 'formal' }, textResultSchema],
      ['body', { subject: 'Project kickoff meeting' }, textResultSchema],
      ['completion', { text: 'Thank you for your email about the project' }, completionResultSchema],
    ];
    for (const [operation, json, schema] of cases) {
      const { status, body } = await post(t, ada, operation, json);
      expect(status, operation).toBe(200);
      expect(() => schema.parse(body), operation).not.toThrow();
    }
    const replies = await post(t, ada, 'smart-replies', { emailContent: THREE_QUESTIONS });
    expect(replies.body.id).toEqual(expect.any(String));
    expect(replies.body.replies).toHaveLength(3);
    const reply = await post(t, ada, 'reply', { emailContent: MEETING_REQUEST });
    expect(reply.body.id).toEqual(expect.any(String));
    const analysis = await post(t, ada, 'analyze', { emailContent: THREE_QUESTIONS });
    expect(Number.isNaN(Date.parse((analysis.body as { timestamp: string }).timestamp))).toBe(false);
  });

  it('resolves dates against the server\'s clock', async () => {
    const { body } = await post(t, ada, 'analyze', { emailContent: 'Subject: Report\n\nPlease send me the final report by Friday. Thanks!', cache: false });
    const deadlines = (body as { deadlines: { date: string }[] }).deadlines;
    expect(deadlines[0]!.date.slice(0, 10)).toBe('2026-03-06');
  });

  it('refuses empty or whitespace text with the spec\'s texts', async () => {
    const cases: [string, Json, string][] = [
      ['smart-replies', { emailContent: '   ' }, ERR_CONTENT_FOR_REPLIES],
      ['summarize', { emailContent: '\n\t' }, ERR_CONTENT_FOR_SUMMARY],
      ['prioritize', { emailContent: '' }, ERR_CONTENT_FOR_ANALYSIS],
      ['analyze', {}, ERR_CONTENT_FOR_ANALYSIS],
      ['reply', { emailContent: ' ' }, ERR_EMPTY_MESSAGE],
      ['improve', { text: '' }, ERR_NOTHING_TO_IMPROVE],
      ['subject', { body: '  ' }, ERR_NO_BODY_FOR_SUBJECT],
      ['tone', { text: '', tone: 'formal' }, ERR_NOTHING_TO_ADJUST],
      ['body', { subject: '' }, ERR_MISSING_SUBJECT],
      ['completion', { text: ' ' }, ERR_NOTHING_TO_COMPLETE],
    ];
    for (const [operation, json, message] of cases) {
      const { status, body } = await post(t, ada, operation, json);
      expect(status, operation).toBe(400);
      expect((body.error as Json).message, operation).toBe(message);
    }
    const email = await post(t, ada, 'smart-replies', { emailContent: '' });
    expect((email.body.error as Json).code).toBe('EMAIL_CONTENT_REQUIRED');
  });

  it('refuses bad options, bad JSON and unknown operations with a 4xx', async () => {
    expect((await post(t, ada, 'tone', { text: 'Hello there', tone: 'sarcastic' })).status).toBe(400);
    expect((await post(t, ada, 'reply', { emailContent: 'Hi', options: { length: 'epic' } })).status).toBe(400);
    expect((await post(t, ada, 'summarize', { emailContent: 42 })).status).toBe(400);
    const bad = await t.request('/api/ai/summarize', { user: ada, method: 'POST', body: '{nope', headers: { 'content-type': 'application/json' } });
    expect(bad.status).toBe(400);
    expect((await post(t, ada, 'translate', { text: 'Hello' })).status).toBe(404);
  });

  it('refuses text over 100 KB with 413 and signed-out callers with 401', async () => {
    const huge = await post(t, ada, 'summarize', { emailContent: 'word '.repeat(21_000) });
    expect(huge.status).toBe(413);
    expect((huge.body.error as Json).code).toBe('PAYLOAD_TOO_LARGE');
    const fits = await post(t, ada, 'summarize', { emailContent: 'word. '.repeat(15_000) });
    expect(fits.status).toBe(200);
    const anonymous = await t.request('/api/ai/summarize', { json: { emailContent: 'Hello there, how are you?' } });
    expect(anonymous.status).toBe(401);
    expect((await t.request('/api/ai/stats')).status).toBe(401);
  });

  it('answers a repeated or similar email from the cache, unless caching is off', async () => {
    const first = await post(t, ada, 'smart-replies', { emailContent: ANGRY_CUSTOMER });
    const again = await post(t, ada, 'smart-replies', { emailContent: ANGRY_CUSTOMER });
    expect(again.body.id).toBe(first.body.id);
    const similar = await post(t, ada, 'smart-replies', { emailContent: ANGRY_CUSTOMER.replace('three weeks', 'four weeks') });
    expect(similar.body.id).toBe(first.body.id);
    const bypass = await post(t, ada, 'smart-replies', { emailContent: ANGRY_CUSTOMER, cache: false });
    expect(bypass.body.id).not.toBe(first.body.id);
    // Bob has his own cache.
    const bobs = await post(t, bob, 'smart-replies', { emailContent: ANGRY_CUSTOMER });
    expect(bobs.body.id).not.toBe(first.body.id);
  });

  it('never matches short texts by similarity, and lets entries expire after 30 minutes', async () => {
    const a = await post(t, ada, 'smart-replies', { emailContent: 'Can we meet on Monday at noon?' });
    const b = await post(t, ada, 'smart-replies', { emailContent: 'Can we meet on Monday at noon!!' });
    expect(b.body.id).not.toBe(a.body.id);
    const first = await post(t, ada, 'reply', { emailContent: MEETING_REQUEST, options: { tone: 'concise' } });
    const otherTone = await post(t, ada, 'reply', { emailContent: MEETING_REQUEST, options: { tone: 'formal' } });
    expect(otherTone.body.id).not.toBe(first.body.id);
    clock.advance(29 * MINUTE);
    expect((await post(t, ada, 'reply', { emailContent: MEETING_REQUEST, options: { tone: 'concise' } })).body.id).toBe(first.body.id);
    clock.advance(2 * MINUTE);
    expect((await post(t, ada, 'reply', { emailContent: MEETING_REQUEST, options: { tone: 'concise' } })).body.id).not.toBe(first.body.id);
  });

  it('logs replies, marks them used and edited, takes feedback and counts quality stats', async () => {
    const carol = await t.signUp({ name: 'Carol' });
    const calm = await post(t, carol, 'reply', { emailContent: MEETING_REQUEST, emailSubject: 'Roadmap', emailSender: 'tom.becker@northwind.io' });
    const angry = await post(t, carol, 'reply', { emailContent: ANGRY_CUSTOMER });
    const calmId = calm.body.id as string;
    const used = await t.request('/api/ai/reply-used', { user: carol, json: { replyId: calmId, edited: true } });
    expect(used.status).toBe(200);
    expect(await used.json()).toEqual({ id: calmId, wasUsed: true, wasEdited: true });
    const rated = await t.request('/api/ai/feedback', { user: carol, json: { replyId: calmId, rating: 4, likes: 'Short', improvements: 'Warmer' } });
    expect(rated.status).toBe(200);
    await t.request('/api/ai/feedback', { user: carol, json: { replyId: angry.body.id, rating: 2 } });

    const s = await stats(t, carol);
    expect(s.quality).toMatchObject({ totalReplies: 2, usedReplies: 1, editedReplies: 1, averageRating: 3 });
    expect(s.quality.averageConfidence).toBeGreaterThan(0.5);
    expect(s.quality.humanReviewRequired).toBe(1);
    expect(s.review.map((r) => r.id)).toEqual([angry.body.id]);
    expect(s.errors).toEqual({ totalRequests: 2, failedRequests: 0, lastErrorTime: null });
  });

  it('refuses feedback without a rating from 1 to 5, and unknown reply ids', async () => {
    const { body } = await post(t, ada, 'reply', { emailContent: THREE_QUESTIONS, cache: false });
    for (const rating of [undefined, 0, 6, 2.5, '5']) {
      const res = await t.request('/api/ai/feedback', { user: ada, json: { replyId: body.id, rating } });
      expect(res.status, String(rating)).toBe(400);
      expect(((await res.json()) as { error: Json }).error.message).toBe(RATING_REQUIRED);
    }
    expect((await t.request('/api/ai/feedback', { user: ada, json: { replyId: 'nope', rating: 5 } })).status).toBe(404);
    expect((await t.request('/api/ai/reply-used', { user: ada, json: { replyId: 'nope', edited: false } })).status).toBe(404);
    expect((await t.request('/api/ai/reply-used', { user: ada, json: { edited: false } })).status).toBe(400);
  });

  it('keeps a user\'s logs and stats from every other user', async () => {
    const { body } = await post(t, ada, 'reply', { emailContent: ANGRY_CUSTOMER, cache: false });
    const dave = await t.signUp({ name: 'Dave' });
    expect((await t.request('/api/ai/reply-used', { user: dave, json: { replyId: body.id, edited: false } })).status).toBe(404);
    expect((await t.request('/api/ai/feedback', { user: dave, json: { replyId: body.id, rating: 1 } })).status).toBe(404);
    const s = await stats(t, dave);
    expect(s.quality.totalReplies).toBe(0);
    expect(s.review).toEqual([]);
    expect(s.errors.totalRequests).toBe(0);
    const adas = await stats(t, ada);
    expect(adas.review.some((r) => r.id === body.id)).toBe(true);
    expect(adas.errors.totalRequests).toBeGreaterThan(10);
  });

  it('keeps at most 100 reply logs and none older than 30 days', async () => {
    const erin = await t.signUp({ name: 'Erin' });
    const first = await post(t, erin, 'reply', { emailContent: 'Subject: Old\n\nCould you send the old report please?' });
    clock.advance(31 * DAY);
    for (let i = 0; i < 102; i++) {
      const r = await post(t, erin, 'reply', { emailContent: `Subject: Report ${i}\n\nCould you send report number ${i} by Friday?`, cache: false });
      expect(r.status).toBe(200);
    }
    const s = await stats(t, erin);
    expect(s.quality.totalReplies).toBe(100);
    expect((await t.request('/api/ai/reply-used', { user: erin, json: { replyId: first.body.id, edited: false } })).status).toBe(404);
  });

  it('keeps no log when feedback collection is off', async () => {
    const fay = await t.signUp({ name: 'Fay' });
    const { body } = await post(t, fay, 'reply', { emailContent: MEETING_REQUEST, log: false });
    expect(body.text).toEqual(expect.any(String));
    expect((await stats(t, fay)).quality.totalReplies).toBe(0);
  });

  it('never waited: the local engine did not fail', () => {
    expect(waits).toEqual([]);
  });
});

/** The local engine with chosen operations throwing, counting every call. */
function failingAssistant(failing: (keyof Assistant)[]) {
  const local = localAssistant();
  const calls: Record<string, number> = {};
  const assistant = Object.fromEntries(
    Object.entries(local).map(([name, fn]) => [
      name,
      typeof fn === 'function'
        ? async (...args: unknown[]) => {
          calls[name] = (calls[name] ?? 0) + 1;
          if (failing.includes(name as keyof Assistant)) throw new Error(`${name} is down`);
          return (fn as (...a: unknown[]) => unknown)(...args);
        }
        : fn,
    ]),
  ) as unknown as Assistant;
  return { assistant, calls };
}

describe.each(dbKinds())('retries and fallbacks on %s', (kind) => {
  let t: TestContext;
  let ada: TestUser;
  const clock = makeClock();
  const waits: number[] = [];
  const { assistant, calls } = failingAssistant(['analyze', 'smartReplies', 'reply', 'improve']);
  beforeAll(async () => {
    t = await createTestContext(kind, { ai: { assistant, now: clock.now, sleep: async (ms) => { waits.push(ms); } } });
    ada = await t.signUp({ name: 'Ada Lovelace' });
  });
  afterAll(() => t.close());
  beforeEach(() => { waits.length = 0; });

  it('retries a failing reply twice with 500 ms and 1000 ms waits, then answers the canned reply for review', async () => {
    const { status, body } = await post(t, ada, 'reply', { emailContent: MEETING_REQUEST });
    expect(status).toBe(200);
    expect(calls.reply).toBe(3);
    expect(waits).toEqual([500, 1000]);
    expect(body.metadata).toMatchObject({ confidence: FALLBACK_CONFIDENCE, requiresHumanReview: true });
    expect(body.id).toEqual(expect.any(String));
    const s = await stats(t, ada);
    expect(s.errors).toMatchObject({ totalRequests: 1, failedRequests: 1, lastErrorTime: NOW.toISOString() });
    expect(s.errorTracking.errorCounts['reply:reply is down']).toMatchObject({ count: 1, firstSeen: NOW.toISOString() });
    expect(s.errorTracking.lastError).toMatchObject({ message: 'reply is down', context: 'reply' });
    expect(s.review).toHaveLength(1);
  });

  it('answers canned smart replies, and helpers without retries fall back to the original text at once', async () => {
    const replies = await post(t, ada, 'smart-replies', { emailContent: MEETING_REQUEST });
    expect(replies.body.replies).toEqual([...CANNED_SMART_REPLIES]);
    expect(calls.smartReplies).toBe(3);
    waits.length = 0;
    const improved = await post(t, ada, 'improve', { text: 'teh plan is good' });
    expect(improved.body).toEqual({ text: 'teh plan is good', changes: [] });
    expect(calls.improve).toBe(1);
    expect(waits).toEqual([]);
  });

  it('uses the fallback directly after 3 errors in 24 hours, until they age out or stats are cleared', async () => {
    for (let i = 0; i < 3; i++) {
      const { body } = await post(t, ada, 'analyze', { emailContent: `${THREE_QUESTIONS}\n${i}`, cache: false });
      expect((body.metadata as Json).confidence).toBe(FALLBACK_CONFIDENCE);
    }
    expect(calls.analyze).toBe(9);
    clock.advance(23 * 60 * MINUTE);
    const direct = await post(t, ada, 'analyze', { emailContent: ANGRY_CUSTOMER, cache: false });
    expect((direct.body.metadata as Json).requiresHumanReview).toBe(true);
    expect(calls.analyze).toBe(9);
    const before = await stats(t, ada);
    expect(before.errors.failedRequests).toBe(6); // reply, smart replies, improve and three analyses

    clock.advance(2 * 60 * MINUTE);
    await post(t, ada, 'analyze', { emailContent: ANGRY_CUSTOMER, cache: false });
    expect(calls.analyze).toBe(12);
    await post(t, ada, 'analyze', { emailContent: ANGRY_CUSTOMER, cache: false });
    await post(t, ada, 'analyze', { emailContent: ANGRY_CUSTOMER, cache: false });
    expect(calls.analyze).toBe(18);
    await post(t, ada, 'analyze', { emailContent: ANGRY_CUSTOMER, cache: false });
    expect(calls.analyze).toBe(18);

    const cleared = await t.request('/api/ai/stats', { user: ada, method: 'DELETE' });
    expect(cleared.status).toBe(200);
    expect(await cleared.json()).toEqual({ totalRequests: 0, failedRequests: 0, lastErrorTime: null });
    await post(t, ada, 'analyze', { emailContent: ANGRY_CUSTOMER, cache: false });
    expect(calls.analyze).toBe(21);
    const after = await stats(t, ada);
    expect(after.errors).toMatchObject({ totalRequests: 1, failedRequests: 1 });
    expect(Object.keys(after.errorTracking.errorCounts)).toEqual(['analyze:analyze is down']);
  });

  it('keeps error stats in the database across a restart', async () => {
    const restarted = createApp({ config: t.config, db: t.db, logger: createLogger('silent') });
    const res = await restarted.request('http://localhost:3000/api/ai/stats', { headers: { cookie: ada.cookie } });
    const s = (await res.json()) as AiStatsResponse;
    expect(s.errors.failedRequests).toBe(1);
  });
});

describe.each(dbKinds())('error counts under concurrency on %s', (kind) => {
  let t: TestContext;
  // Every request's last retry wait releases only when all three are waiting, so their failures are recorded together.
  const waiting: (() => void)[] = [];
  const barrier = (ms: number) =>
    new Promise<void>((resolve) => {
      if (ms < 1000) return resolve();
      waiting.push(resolve);
      if (waiting.length === 3) waiting.splice(0).forEach((release) => release());
    });
  const { assistant } = failingAssistant(['smartReplies']);
  beforeAll(async () => {
    t = await createTestContext(kind, { ai: { assistant, now: makeClock().now, sleep: barrier } });
  });
  afterAll(() => t.close());

  it('counts every one of several failures that land at the same instant', async () => {
    const grace = await t.signUp({ name: 'Grace Hopper' });
    const results = await Promise.all(
      [0, 1, 2].map((i) => post(t, grace, 'smart-replies', { emailContent: `${MEETING_REQUEST}\n${i}`, cache: false })),
    );
    expect(results.map((r) => r.body.replies)).toEqual([0, 1, 2].map(() => [...CANNED_SMART_REPLIES]));
    const s = await stats(t, grace);
    expect(s.errors).toMatchObject({ totalRequests: 3, failedRequests: 3 });
    expect(s.errorTracking.errorCounts['smart-replies:smartReplies is down']).toMatchObject({ count: 3 });
  });
});
