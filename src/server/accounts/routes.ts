/**
 * /api/accounts: the mailboxes a user reads. This first part finds the
 * settings for an address, so the add-account form can fill itself in.
 */
import { z } from 'zod';
import { createRoute, createRouter, errors, json, queryChecks } from '../http/route';
import type { AccountDiscovery } from './discover';

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

const tags = ['accounts'];
const routes = {
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

export function createAccountRoutes(discovery: AccountDiscovery) {
  return createRouter().openapi(routes.discover, async (c) => c.json(await discovery.discover(c.req.valid('query').email), 200));
}
