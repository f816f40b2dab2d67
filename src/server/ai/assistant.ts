/**
 * The one seam between the server and whatever writes the text: the local
 * engine in `core/ai`, or an OpenAI-compatible model server reached through
 * the AI SDK. `createAssistant(config)` is the only place that asks "is a
 * model configured?". A model-backed assistant keeps analysis, priority and
 * completion local and names the local engine as its `backup`, which the
 * service answers from when the model keeps failing.
 */
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateObject, streamText } from 'ai';
import { z } from 'zod';
import { analyzeEmail } from '../../core/ai/analyze';
import { generateBody } from '../../core/ai/body';
import { completion } from '../../core/ai/completion';
import { improveText } from '../../core/ai/improve';
import { prioritize } from '../../core/ai/prioritize';
import { generateReply } from '../../core/ai/reply';
import { smartReplies } from '../../core/ai/smart-replies';
import { generateSubject } from '../../core/ai/subject';
import { summarize } from '../../core/ai/summarize';
import { adjustTone } from '../../core/ai/tone';
import type {
  CompletionResult, EmailAnalysis, PriorityResult, ReplyOptions, ReplyResult, SmartRepliesResult, SubjectResult,
  SummaryResult, TextResult, Tone,
} from '../../core/ai/types';
import type { Config } from '../config';

export type ReplyRequest = Partial<ReplyOptions> & { now: Date };

export interface Assistant {
  /** "local", or the model's name: for logs only. */
  readonly name: string;
  /** Answers when this assistant fails after its retries; none means the canned fallbacks. */
  readonly backup?: Assistant;
  analyze(email: string, now: Date): Promise<EmailAnalysis>;
  prioritize(email: string, now: Date): Promise<PriorityResult>;
  summarize(text: string): Promise<SummaryResult>;
  smartReplies(email: string, now: Date): Promise<SmartRepliesResult>;
  reply(email: string, options: ReplyRequest): Promise<ReplyResult>;
  improve(text: string): Promise<TextResult>;
  subject(body: string): Promise<SubjectResult>;
  tone(text: string, tone: Tone): Promise<TextResult>;
  body(subject: string): Promise<TextResult>;
  completion(text: string): Promise<CompletionResult>;
  /** Writes a reply as it goes, handing each piece to `onDelta`; only a model streams (the local engine answers at once). */
  streamReply?(email: string, options: ReplyRequest, onDelta: (delta: string) => void, signal?: AbortSignal): Promise<ReplyResult>;
  streamBody?(subject: string, onDelta: (delta: string) => void, signal?: AbortSignal): Promise<TextResult>;
}

/** The deterministic local engine; answers in milliseconds. */
export function localAssistant(): Assistant {
  return {
    name: 'local',
    analyze: async (email, now) => analyzeEmail(email, { now }),
    prioritize: async (email, now) => prioritize(email, { now }),
    summarize: async (text) => summarize(text),
    smartReplies: async (email, now) => smartReplies(email, { now }),
    reply: async (email, options) => generateReply(email, options),
    improve: async (text) => improveText(text),
    subject: async (body) => generateSubject(body),
    tone: async (text, tone) => adjustTone(text, tone),
    body: async (subject) => generateBody(subject),
    completion: async (text) => completion(text),
  };
}

const SYSTEM = 'You are an email writing assistant. Answer only with the JSON object requested. Write plain text, no Markdown.';
const textOut = z.object({ text: z.string().min(1) });
const subjectOut = z.object({ subject: z.string().trim().min(1).max(120) });
const summaryOut = z.object({ summary: z.string().min(1) });
const repliesOut = z.object({ replies: z.array(z.string().trim().min(1).max(300)).length(3) });

export interface ModelSettings {
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
  /** How requests reach the server: a person's own server goes through the private-address guard (model-fetch.ts). */
  fetch?: typeof fetch;
}

const PLAIN = 'You are an email writing assistant. Write plain text only: no Markdown, no subject line, nothing before or after the email text.';

/** What a reply must do, in words a model follows. */
function replyPrompt(email: string, options: ReplyRequest): string {
  const how = `Tone: ${options.tone ?? 'friendly'}. Length: ${options.length ?? 'medium'}.` +
    `${options.includeIntro === false ? ' No greeting.' : ''}${options.includeOutro === false ? ' No sign-off.' : ''}` +
    `${options.context ? ` Context from the user: ${options.context}` : ''}`;
  return `Write a reply to the email below that answers each question, acknowledges each request and references each deadline. ${how}\n\n${email}`;
}

const bodyPrompt = (subject: string) => `Write a short, complete email body for the subject "${subject}".`;

/**
 * Generation goes to the model with structured output checked by zod; analysis,
 * priority and completion stay local. Each call is one attempt (the SDK's own
 * retries are off): the service owns retries and fallbacks.
 */
export function modelAssistant(settings: ModelSettings, local: Assistant = localAssistant()): Assistant {
  const provider = createOpenAICompatible({
    name: 'email-buddy-ai',
    baseURL: settings.baseUrl,
    apiKey: settings.apiKey,
    supportsStructuredOutputs: true,
    ...(settings.fetch ? { fetch: settings.fetch } : {}),
  });
  const model = provider.chatModel(settings.model);
  const ask = async <S extends z.ZodType>(schema: S, prompt: string): Promise<z.infer<S>> => {
    const { object } = await generateObject({
      model,
      schema,
      system: SYSTEM,
      prompt,
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(settings.timeoutMs),
    });
    return object as z.infer<S>;
  };
  // Streamed text arrives in pieces; a failure (refused, timed out, cut off) is thrown, not swallowed, so the
  // service can answer from the local engine instead.
  // The timeout is for silence, not for the whole answer: a slow local model may write for minutes, a piece
  // at a time. `signal` stops it when the person no longer waits (the dialog closed).
  const stream = async (prompt: string, onDelta: (delta: string) => void, signal?: AbortSignal): Promise<string> => {
    const silence = new AbortController();
    const quiet = () => silence.abort(new Error(`The model said nothing for ${Math.round(settings.timeoutMs / 1000)} seconds`));
    let timer = setTimeout(quiet, settings.timeoutMs);
    const abortSignal = signal ? AbortSignal.any([silence.signal, signal]) : silence.signal;
    try {
      // The errors come through the stream's own parts below; the SDK's default would also print them.
      const result = streamText({ model, system: PLAIN, prompt, maxRetries: 0, abortSignal, onError: () => {} });
      let text = '';
      for await (const part of result.fullStream) {
        if (part.type === 'error') throw part.error instanceof Error ? part.error : new Error(String(part.error));
        if (part.type === 'abort') throw abortSignal.reason instanceof Error ? abortSignal.reason : new Error('The model stopped answering');
        if (part.type === 'text-delta' && part.text) {
          clearTimeout(timer);
          timer = setTimeout(quiet, settings.timeoutMs);
          text += part.text;
          onDelta(part.text);
        }
      }
      if (!text.trim()) throw new Error('The model answered with no text');
      return text.trim();
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    name: settings.model,
    backup: local,
    analyze: local.analyze,
    prioritize: local.prioritize,
    completion: local.completion,
    summarize: async (text) => ({
      summary: (await ask(summaryOut, `Summarise this email in at most two sentences, keeping its key facts.\n\n${text}`)).summary,
      extractive: false,
    }),
    smartReplies: async (email) => ask(repliesOut, `Suggest exactly three short, distinct replies (one sentence each) to this email.\n\n${email}`),
    reply: async (email, options) => {
      // The local draft supplies the counts of what a reply must cover; the model writes the words.
      const draft = generateReply(email, options);
      const { text } = await ask(textOut, replyPrompt(email, options));
      return { text, metadata: draft.metadata };
    },
    streamReply: async (email, options, onDelta, signal) => {
      const draft = generateReply(email, options);
      return { text: await stream(replyPrompt(email, options), onDelta, signal), metadata: draft.metadata };
    },
    streamBody: async (subject, onDelta, signal) => ({ text: await stream(bodyPrompt(subject), onDelta, signal), changes: [] }),
    improve: async (text) => ({ text: (await ask(textOut, `Improve the clarity, grammar and flow of this email text. Keep its meaning.\n\n${text}`)).text, changes: ['Rewritten by the language model'] }),
    subject: async (body) => ask(subjectOut, `Write a short subject line (under 60 characters) for this email.\n\n${body}`),
    tone: async (text, tone) => ({ text: (await ask(textOut, `Rewrite this email text in a ${tone} tone. Keep its meaning.\n\n${text}`)).text, changes: [`Tone: ${tone}`] }),
    body: async (subject) => ({ text: (await ask(textOut, bodyPrompt(subject))).text, changes: [] }),
  };
}

/** The model when AI_BASE_URL and AI_MODEL are set, else the local engine. */
export function createAssistant(config: Pick<Config, 'ai'>): Assistant {
  return config.ai ? modelAssistant(config.ai) : localAssistant();
}
