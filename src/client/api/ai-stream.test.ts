import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { followStream, STREAM_CUT_MESSAGE } from './ai-stream';

/** A streamed answer arriving in the given byte pieces. */
function answer(pieces: (string | Uint8Array)[], status = 200): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const p of pieces) controller.enqueue(typeof p === 'string' ? encoder.encode(p) : p);
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'content-type': 'text/event-stream' } });
}

const event = (payload: unknown) => `data: ${JSON.stringify(payload)}\n\n`;

describe('followStream', () => {
  it('shows the text as it grows, across events split between reads, and ends with the result and its engine', async () => {
    const seen: string[] = [];
    const whole = event({ delta: 'Café ' }) + event({ delta: 'at ten' }) + event({ done: true, result: { text: 'Café at ten' }, engine: 'llama3.2:3b' });
    const bytes = new TextEncoder().encode(whole);
    // Cut inside the "é" (two bytes) and inside the second event.
    const cut = whole.indexOf('é') + 7;
    const done = await followStream<{ text: string }>(answer([bytes.slice(0, cut), bytes.slice(cut, cut + 20), bytes.slice(cut + 20)]), (t) => seen.push(t));
    expect(seen).toEqual(['Café ', 'Café at ten']);
    expect(done).toEqual({ result: { text: 'Café at ten' }, engine: 'llama3.2:3b' });
  });

  it('starts again after a reset, when the local engine takes over from a failing model', async () => {
    const seen: string[] = [];
    await followStream(answer([event({ delta: 'Half a' }), event({ reset: true }), event({ delta: 'Local' }), event({ done: true, result: { text: 'Local' }, engine: 'local' })]), (t) => seen.push(t));
    expect(seen).toEqual(['Half a', '', 'Local']);
  });

  it('throws the server\'s error, a refusal before the stream, and a stream that stops early', async () => {
    await expect(followStream(answer([event({ error: { code: 'INTERNAL_ERROR', message: 'The writing helper stopped' } })]), () => {})).rejects.toMatchObject({ code: 'INTERNAL_ERROR', message: 'The writing helper stopped' });
    const refused = new Response(JSON.stringify({ error: { code: 'MISSING_SUBJECT', message: 'Please enter a subject line first' } }), { status: 400 });
    await expect(followStream(refused, () => {})).rejects.toMatchObject({ status: 400, code: 'MISSING_SUBJECT' });
    const cut = followStream(answer([event({ delta: 'Half' })]), () => {});
    await expect(cut).rejects.toBeInstanceOf(ApiError);
    await expect(cut).rejects.toMatchObject({ message: STREAM_CUT_MESSAGE });
  });
});
