/**
 * A person's own model server for the writing helpers: where it is, which
 * model, and its key (encrypted at rest, never sent back to the browser).
 * Without one, the server's model (AI_BASE_URL) answers when the operator set
 * one, else the local engine. "Test connection" lists the server's models
 * (GET {baseUrl}/models), naming what went wrong when it cannot.
 */
import { eq } from 'drizzle-orm';
import { Invalid, Unprocessable } from '../../core/errors';
import type { Database } from '../db/open';
import { aiSettings } from '../db/schema/ai';
import { decryptToken, encryptToken } from '../mail/gmail/crypto';
import { checkModelHost, isPrivateHostRefusal, modelFetch, TEXT_AI_PRIVATE_HOST } from './model-fetch';

export interface AiSettingsView {
  /** What answers the writing helpers: the local engine, or a model. */
  engine: 'local' | 'model';
  /** Whose choice that is: the person's own model, the server's, or none (local). */
  source: 'user' | 'server' | 'local';
  baseUrl?: string;
  model?: string;
  hasKey: boolean;
}

export interface AiSettingsInput {
  baseUrl: string;
  model: string;
  /** Absent keeps the saved key; an empty string removes it. */
  apiKey?: string;
}

export interface OwnModel {
  baseUrl: string;
  model: string;
  apiKey?: string;
}

/** Test connection waits at most this long, or the model timeout when that is shorter. */
const TEST_TIMEOUT_MS = 10_000;

export const TEXT_MODEL_UNREACHABLE = (url: string, why: string) => `Could not reach the model server at ${url}: ${why}.`;
export const TEXT_MODEL_KEY_REFUSED = (status: number) => `The model server refused the API key (${status}). Check the key.`;
export const TEXT_MODEL_HTTP = (status: number, url: string) => `The model server answered ${status} for ${url}. Check the base URL (it usually ends in /v1).`;
export const TEXT_MODEL_NOT_A_LIST = (url: string) => `The answer from ${url} is not a list of models. Check the base URL (it usually ends in /v1).`;

/** A base URL without its trailing slashes, so "{baseUrl}/models" is one path. */
export const normalizeBaseUrl = (url: string) => url.trim().replace(/\/+$/, '');

export interface AiSettingsDeps {
  db: Database;
  encryptionKey: Uint8Array;
  allowPrivate: boolean;
  timeoutMs: number;
  /** The operator's model (AI_BASE_URL), when set. */
  serverModel?: string;
}

export class AiSettingsService {
  constructor(private readonly deps: AiSettingsDeps) {}

  /** The person's own model with its key, for the assistant; undefined when they have none. */
  async own(userId: string): Promise<OwnModel | undefined> {
    const [row] = await this.deps.db.select().from(aiSettings).where(eq(aiSettings.userId, userId));
    if (!row) return undefined;
    return { baseUrl: row.baseUrl, model: row.model, apiKey: row.apiKeyEnc ? decryptToken(row.apiKeyEnc, this.deps.encryptionKey) : undefined };
  }

  async get(userId: string): Promise<AiSettingsView> {
    const [row] = await this.deps.db.select().from(aiSettings).where(eq(aiSettings.userId, userId));
    if (row) return { engine: 'model', source: 'user', baseUrl: row.baseUrl, model: row.model, hasKey: Boolean(row.apiKeyEnc) };
    if (this.deps.serverModel) return { engine: 'model', source: 'server', model: this.deps.serverModel, hasKey: false };
    return { engine: 'local', source: 'local', hasKey: false };
  }

  /** Saves the person's model after checking where its server is; the key is kept when none is given. */
  async save(userId: string, input: AiSettingsInput): Promise<AiSettingsView> {
    const baseUrl = normalizeBaseUrl(input.baseUrl);
    await checkModelHost(baseUrl, this.deps.allowPrivate);
    // A saved key stays only with the server it was saved for: moved to another address, it would be sent there.
    const [saved] = await this.deps.db.select({ baseUrl: aiSettings.baseUrl }).from(aiSettings).where(eq(aiSettings.userId, userId));
    const key = input.apiKey === undefined ? (saved && saved.baseUrl !== baseUrl ? '' : undefined) : input.apiKey.trim();
    const apiKeyEnc = key === undefined ? undefined : key ? encryptToken(key, this.deps.encryptionKey) : null;
    await this.deps.db
      .insert(aiSettings)
      .values({ userId, baseUrl, model: input.model.trim(), apiKeyEnc: apiKeyEnc ?? null, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: aiSettings.userId,
        set: { baseUrl, model: input.model.trim(), updatedAt: new Date(), ...(apiKeyEnc === undefined ? {} : { apiKeyEnc }) },
      });
    return this.get(userId);
  }

  /** Back to the server's default (its model, or the local engine). */
  async remove(userId: string): Promise<AiSettingsView> {
    await this.deps.db.delete(aiSettings).where(eq(aiSettings.userId, userId));
    return this.get(userId);
  }

  /**
   * Lists the models of a server, as Test connection shows them. Without a
   * key, the saved one is used when the address is the saved one, so a
   * person can test what they saved without typing the key again.
   */
  async test(userId: string, input: { baseUrl: string; apiKey?: string }): Promise<{ ok: true; models: string[] }> {
    const baseUrl = normalizeBaseUrl(input.baseUrl);
    await checkModelHost(baseUrl, this.deps.allowPrivate);
    const saved = input.apiKey === undefined ? await this.own(userId) : undefined;
    const apiKey = input.apiKey?.trim() || (saved?.baseUrl === baseUrl ? saved.apiKey : undefined);
    const url = `${baseUrl}/models`;
    const timeoutMs = Math.min(TEST_TIMEOUT_MS, this.deps.timeoutMs);
    let response: Response;
    try {
      response = await modelFetch(this.deps.allowPrivate)(url, {
        headers: { accept: 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      if (error instanceof Invalid) throw error;
      if (isPrivateHostRefusal(error)) throw new Invalid('PRIVATE_HOST', TEXT_AI_PRIVATE_HOST(new URL(baseUrl).hostname));
      throw new Unprocessable('MODEL_UNREACHABLE', TEXT_MODEL_UNREACHABLE(baseUrl, reason(error, timeoutMs)), { cause: error });
    }
    if (response.status === 401 || response.status === 403) throw new Unprocessable('MODEL_KEY_REFUSED', TEXT_MODEL_KEY_REFUSED(response.status));
    if (!response.ok) throw new Unprocessable('MODEL_HTTP_ERROR', TEXT_MODEL_HTTP(response.status, url));
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new Unprocessable('MODEL_NOT_A_LIST', TEXT_MODEL_NOT_A_LIST(url));
    }
    const data = (body as { data?: unknown })?.data;
    if (!Array.isArray(data)) throw new Unprocessable('MODEL_NOT_A_LIST', TEXT_MODEL_NOT_A_LIST(url));
    const models = data.map((m) => (m as { id?: unknown })?.id).filter((id): id is string => typeof id === 'string' && id.length > 0);
    return { ok: true, models: [...new Set(models)].sort((a, b) => a.localeCompare(b)) };
  }
}

/** Why a request never got an answer, in a person's words. */
function reason(error: unknown, timeoutMs: number): string {
  const codes: string[] = [];
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
    if ((e as { name?: unknown }).name === 'TimeoutError') return `it did not answer within ${Math.round(timeoutMs / 1000)} seconds`;
  }
  if (codes.includes('ECONNREFUSED')) return 'nothing is listening there (connection refused)';
  // fetch refuses ports that belong to other protocols (SMTP's 25, IMAP's 143, ...).
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) if ((e as { message?: unknown }).message === 'bad port') return 'that port is reserved for another protocol';
  if (codes.includes('ENOTFOUND') || codes.includes('EAI_AGAIN')) return 'the host name could not be found';
  if (codes.some((c) => c.startsWith('ERR_TLS') || c.includes('CERT'))) return 'its TLS certificate was not accepted';
  return 'the connection failed';
}
