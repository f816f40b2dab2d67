/**
 * better-auth's answers as the app reads them. better-auth serves /api/auth
 * itself, so these shapes have no route schema of ours to be inferred from;
 * they are written once here for the OpenAPI document and the browser client.
 */
import { z } from 'zod';

export const sessionUserSchema = z.object({ id: z.string(), name: z.string(), email: z.string(), image: z.string().nullable().optional() });

/** GET /api/auth/get-session: the session and its user, or null when signed out. */
export const sessionSchema = z.object({
  session: z.object({ id: z.string(), expiresAt: z.string(), userId: z.string().optional() }),
  user: sessionUserSchema,
});

/** GET /api/auth/options: which sign-in methods besides email and password this server offers. */
export const authOptionsSchema = z.object({ google: z.boolean(), microsoft: z.boolean() });

/** POST /api/auth/sign-in/social: the provider's consent URL to open. */
export const socialSignInSchema = z.object({ url: z.string(), redirect: z.boolean() });

export type SessionUser = z.infer<typeof sessionUserSchema>;
export type SessionData = z.infer<typeof sessionSchema>;
export type AuthOptions = z.infer<typeof authOptionsSchema>;
