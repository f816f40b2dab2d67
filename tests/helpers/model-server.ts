/**
 * A stand-in for an OpenAI-compatible model server (what Ollama, llama.cpp's
 * server and vLLM speak) over real HTTP on 127.0.0.1: GET /v1/models, and
 * POST /v1/chat/completions answered as structured JSON or, with
 * `stream: true`, as server-sent chunks ending in `data: [DONE]`. Its mode
 * makes it misbehave the ways real servers do: answer 500, answer text that
 * is not JSON, stall past any timeout, or cut a stream off midway.
 *
 * Talks to: nothing but the loopback interface. `stop()` closes it and every
 * open connection.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type ModelServerMode = 'ok' | 'fail' | 'malformed' | 'slow' | 'cut';

export interface ModelRequest {
  path: string;
  authorization?: string;
  model?: string;
  stream?: boolean;
  prompt?: string;
  /** What structured output asked for (`json_schema` when the model is to answer an object). */
  responseFormat?: unknown;
}

export interface ModelServer {
  /** The base URL to configure: http://127.0.0.1:<port>/v1 */
  url: string;
  mode: ModelServerMode;
  received: ModelRequest[];
  stop(): Promise<void>;
}

export interface ModelServerOptions {
  mode?: ModelServerMode;
  /** The key it wants as `Authorization: Bearer <key>`; none accepts anything. */
  apiKey?: string;
  models?: string[];
  /** What a streamed answer says; it goes out a word per chunk. */
  streamText?: string;
  /** Milliseconds between streamed chunks. */
  chunkDelayMs?: number;
}

export const STAND_IN_STREAM_TEXT = 'Thanks for the note. Thursday at 10 works for me, and I will bring the budget figures.';

/** What a structured request gets: JSON matching the object the prompt asks for. */
function structuredAnswer(prompt: string): unknown {
  if (prompt.includes('three short')) return { replies: ['Model reply one.', 'Model reply two.', 'Model reply three.'] };
  if (prompt.includes('subject line')) return { subject: 'Model subject' };
  if (prompt.includes('Summarise')) return { summary: 'Model summary of the email.' };
  return { text: 'Model text.' };
}

async function readBody(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return body;
}

const chunk = (model: string, delta: Record<string, unknown>, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-s', object: 'chat.completion.chunk', created: 1, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

export async function startModelServer(options: ModelServerOptions = {}): Promise<ModelServer> {
  const sockets = new Set<Socket>();
  const state: ModelServer = { url: '', mode: options.mode ?? 'ok', received: [], stop: async () => {} };
  const models = options.models ?? ['llama3.2:3b', 'qwen2.5:7b'];
  const words = (options.streamText ?? STAND_IN_STREAM_TEXT).match(/\S+\s*/g) ?? [];

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const raw = req.method === 'POST' ? await readBody(req) : '';
    const body = raw ? (JSON.parse(raw) as { model?: string; stream?: boolean; messages?: { role: string; content: string }[]; response_format?: unknown }) : {};
    const prompt = body.messages?.filter((m) => m.role === 'user').map((m) => m.content).join('\n');
    state.received.push({ path, authorization: req.headers.authorization, model: body.model, stream: body.stream, prompt, responseFormat: body.response_format });
    if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) {
      res.writeHead(401, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ error: { message: 'invalid api key', type: 'invalid_request_error' } }));
    }
    if (state.mode === 'fail') {
      res.writeHead(500, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ error: { message: 'model overloaded', type: 'server_error' } }));
    }
    if (state.mode === 'malformed') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end('{"choices": [ this is not json');
    }
    if (state.mode === 'slow') return; // never answers; the caller's timeout ends it

    if (req.method === 'GET' && path === '/v1/models') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ object: 'list', data: models.map((id) => ({ id, object: 'model', owned_by: 'stand-in' })) }));
    }
    if (req.method !== 'POST' || path !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ error: { message: 'not found' } }));
    }
    const model = body.model ?? 'unknown';
    if (!body.stream) {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({
        id: 'chatcmpl-1', object: 'chat.completion', created: 1, model,
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: JSON.stringify(structuredAnswer(prompt ?? '')) } }],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      }));
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    res.write(chunk(model, { role: 'assistant', content: '' }));
    const cutAfter = state.mode === 'cut' ? Math.ceil(words.length / 2) : Infinity;
    for (const [i, word] of words.entries()) {
      if (i >= cutAfter) {
        res.socket?.destroy();
        return;
      }
      res.write(chunk(model, { content: word }));
      if (options.chunkDelayMs) await new Promise((resolve) => setTimeout(resolve, options.chunkDelayMs));
    }
    res.write(chunk(model, {}, 'stop'));
    res.end('data: [DONE]\n\n');
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(400);
      res.end();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  state.stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return state;
}
