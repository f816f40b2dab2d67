/**
 * Reading a writing helper's answer as it is written: the server sends
 * server-sent events, `{ delta }` pieces (and `{ reset }` when a failing model
 * hands over to the local engine midway), then `{ done, result, engine }`.
 * The caller sees the text so far after each piece, and gets the whole result
 * and the engine that wrote it at the end.
 */
import { ApiError } from './errors';
import { readAnswer } from './client';

export interface Streamed<T> {
  result: T;
  /** "local", a model's name, or "fallback" (the canned answer). */
  engine: string;
}

type StreamEvent<T> = { delta: string } | { reset: true } | { done: true; result: T; engine: string } | { error: { code: string; message: string } };

export const STREAM_CUT_MESSAGE = 'The answer stopped before it was complete. Please try again.';

/** The `data:` payloads of an event stream, as they arrive (an event may span reads, a read may hold several events). */
export async function* sseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    // A character split across reads waits for its other bytes (stream: true).
    buffer += decoder.decode(value ?? new Uint8Array(), { stream: !done }).replace(/\r\n/g, '\n');
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const event = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = event
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(line.startsWith('data: ') ? 6 : 5))
        .join('\n');
      if (data) yield data;
    }
    if (done) return;
  }
}

/** Follows a streamed answer, calling `onText` with the text so far; resolves with the result, or throws ApiError. */
export async function followStream<T>(response: Response, onText: (text: string) => void): Promise<Streamed<T>> {
  if (!response.ok || !response.body) {
    await readAnswer(response);
    throw new ApiError(response.status, 'INVALID_RESPONSE', 'The server sent an unreadable answer');
  }
  let text = '';
  for await (const data of sseData(response.body)) {
    const event = JSON.parse(data) as StreamEvent<T>;
    if ('delta' in event) {
      text += event.delta;
      onText(text);
    } else if ('reset' in event) {
      text = '';
      onText(text);
    } else if ('error' in event) {
      throw new ApiError(500, event.error.code, event.error.message);
    } else if ('done' in event) {
      return { result: event.result, engine: event.engine };
    }
  }
  throw new ApiError(0, 'STREAM_CUT', STREAM_CUT_MESSAGE);
}
