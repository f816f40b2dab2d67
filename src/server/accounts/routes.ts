/**
 * /api/accounts: the mailboxes a user reads. Listing, adding an IMAP/SMTP
 * account (after both logins work), testing settings, changing and removing
 * one, its folders, and finding the settings for an address.
 */
import { z } from 'zod';
import { accountInputSchema, accountPatchSchema, accountSchema, OAUTH_MAIL_PROVIDERS } from '../../core/accounts/schemas';
import { bodyOf, createRoute, createRouter, errors, json, jsonBody, pathId, queryChecks } from '../http/route';
import type { AccountDiscovery } from './discover';
import { accountNotFound } from '../../core/accounts/errors';
import type { AccountService } from './service';

const serverSchema = z.object({ host: z.string(), port: z.number().int(), security: z.enum(['tls', 'starttls', 'none']) });

const discoverySchema = z.union([
  z.object({
    source: z.enum(['autoconfig', 'ispdb', 'srv', 'guess']),
    provider: z.string().optional(),
    note: z.string().optional(),
    imap: serverSchema,
    smtp: serverSchema,
  }),
  z.object({ oauth: z.enum(['microsoft', 'google']) }),
]);

const TEXT_EMAIL_REQUIRED = 'Enter an email address.';

const BODY_LIMIT_BYTES = 256 * 1024;
const body = () => bodyOf(BODY_LIMIT_BYTES, 'The account settings are too large.');
const params = z.object({ id: pathId(accountNotFound) });
const folderSchema = z.object({ id: z.string(), path: z.string(), name: z.string(), specialUse: z.string().optional(), unread: z.number(), total: z.number() });

const tags = ['accounts'];
const routes = {
  list: createRoute({
    method: 'get',
    path: '/',
    tags,
    summary: "The user's mail accounts: the local mailbox, Gmail and IMAP accounts (never a password or token)",
    responses: { 200: json(z.object({ accounts: z.array(accountSchema) }), 'The accounts') },
  }),
  test: createRoute({
    method: 'post',
    path: '/test',
    tags,
    summary: 'Logs in to the IMAP and SMTP servers without saving anything',
    middleware: body(),
    request: { body: jsonBody(accountInputSchema) },
    responses: { 200: json(z.object({ imap: z.literal('ok'), smtp: z.literal('ok') }), 'Both logins work'), ...errors(400, 413) },
  }),
  create: createRoute({
    method: 'post',
    path: '/',
    tags,
    summary: 'Adds an IMAP/SMTP account once both logins work; its mail then syncs in the background',
    middleware: body(),
    request: { body: jsonBody(accountInputSchema) },
    responses: { 201: json(accountSchema, 'The new account'), ...errors(400, 409, 413) },
  }),
  get: createRoute({
    method: 'get',
    path: '/{id}',
    tags,
    summary: 'One account',
    request: { params },
    responses: { 200: json(accountSchema, 'The account'), ...errors(404) },
  }),
  update: createRoute({
    method: 'patch',
    path: '/{id}',
    tags,
    summary: 'Changes the name, signature, server settings or password (new logins are tried first)',
    middleware: body(),
    request: { params, body: jsonBody(accountPatchSchema) },
    responses: { 200: json(accountSchema, 'The changed account'), ...errors(400, 404, 409, 413) },
  }),
  remove: createRoute({
    method: 'delete',
    path: '/{id}',
    tags,
    summary: 'Removes an account with its cached mail (Gmail is disconnected; the local mailbox stays)',
    request: { params },
    responses: { 204: { description: 'Removed' }, ...errors(404, 409) },
  }),
  folders: createRoute({
    method: 'get',
    path: '/{id}/folders',
    tags,
    summary: "An account's folders with unread and total counts; `id` is the `folder` other routes take",
    request: { params },
    responses: { 200: json(z.object({ folders: z.array(folderSchema) }), 'The folders'), ...errors(404) },
  }),
  oauth: createRoute({
    method: 'post',
    path: '/oauth/{provider}',
    tags,
    summary:
      "Starts adding a mailbox that signs in with OAuth: the consent URL to open. The provider returns to /api/auth/callback/<provider>, which adds the account (or renews a signed-out one's tokens) and goes on to Settings › Email",
    middleware: queryChecks,
    request: {
      params: z.object({ provider: z.enum(OAUTH_MAIL_PROVIDERS, { error: 'The provider is microsoft or google.' }) }),
      // The address the user typed, offered to the provider's account chooser (Google's login_hint).
      query: z.object({ email: z.string().trim().max(320).email('Enter a valid email address.').optional() }),
    },
    responses: { 200: json(z.object({ url: z.string() }), 'Where to send the browser'), ...errors(400, 409) },
  }),
  discover: createRoute({
    method: 'get',
    path: '/discover',
    tags,
    summary: 'The IMAP and SMTP settings for an address (a known provider, its autoconfig file, its MX provider, SRV records or common host names), or the sign-in it needs',
    middleware: queryChecks,
    request: { query: z.object({ email: z.string({ error: TEXT_EMAIL_REQUIRED }).trim().min(3, TEXT_EMAIL_REQUIRED).max(320).email('Enter a valid email address.') }) },
    responses: { 200: json(discoverySchema, 'Settings to fill the form with, or the sign-in the provider needs'), ...errors(400, 404) },
  }),
};

export function createAccountRoutes(accounts: AccountService, discovery: AccountDiscovery) {
  return createRouter()
    .openapi(routes.discover, async (c) => c.json(await discovery.discover(c.req.valid('query').email), 200))
    .openapi(routes.list, async (c) => c.json({ accounts: await accounts.list(c.get('user')) }, 200))
    .openapi(routes.test, async (c) => c.json(await accounts.test(c.req.valid('json')), 200))
    .openapi(routes.create, async (c) => c.json(await accounts.add(c.get('user'), c.req.valid('json')), 201))
    .openapi(routes.get, async (c) => c.json(await accounts.get(c.get('user'), c.req.valid('param').id), 200))
    .openapi(routes.update, async (c) => c.json(await accounts.update(c.get('user'), c.req.valid('param').id, c.req.valid('json')), 200))
    .openapi(routes.remove, async (c) => {
      await accounts.remove(c.get('user'), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(routes.oauth, async (c) => {
      const { url, cookies } = await accounts.startOAuth(c.get('user'), c.req.valid('param').provider, {
        headers: c.req.raw.headers,
        email: c.req.valid('query').email,
      });
      // The provider's state travels in a signed cookie that the callback checks.
      for (const cookie of cookies) c.header('set-cookie', cookie, { append: true });
      return c.json({ url }, 200);
    })
    .openapi(routes.folders, async (c) => c.json({ folders: await accounts.folders(c.get('user'), c.req.valid('param').id) }, 200));
}
