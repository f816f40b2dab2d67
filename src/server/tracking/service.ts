/**
 * Open and link tracking of sent mail.
 *
 * Talks to: the `tracked_email` table, the signer (tokens under PUBLIC_URL),
 * the rewriter (recipient copy only) and the event bus (`tracking` to the sender).
 * Promises:
 * - a send with Read Receipt and/or Link Tracking gets a tracked row, and only
 *   the recipients' copy carries the pixel and the rewritten links;
 * - every state change is one conditional UPDATE: the first human open sets
 *   read and readAt; a URL is appended to clickedLinks at most once;
 * - opens from the sender's own session and mail-proxy prefetches are logged
 *   with their kind but never count as a read;
 * - click redirects go only to the URL inside a genuine signed token.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { and, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import { rewriteForTracking } from '../../core/tracking/rewrite';
import type { Database } from '../db/open';
import { trackedEmail, type OpenKind, type TrackedEmailRow, type TrackedOpen } from '../db/schema/tracking';
import type { EventBus } from '../events';
import { NotFound } from '../../core/errors';
import type { Logger } from '../logger';
import type { MailTracker, MailUser } from '../mail/service';
import type { OutgoingMessage } from '../mail/types';
import { classifyOpen } from './prefetch';
import { createTrackingSigner, type TrackingSigner } from './sign';

export const TRACKED_NOT_FOUND = 'Tracked email not found';
export const TEXT_INVALID_TRACKING_LINK = 'This tracking link is not valid.';
/** Opens kept in a row's log (counts keep going beyond it). */
const OPEN_LOG_MAX = 200;

export const trackedNotFound = () => new NotFound('TRACKED_NOT_FOUND', TRACKED_NOT_FOUND);

/** True when PUBLIC_URL points at this machine, so outside recipients cannot load the pixel or links. */
export function isLocalPublicUrl(publicUrl: string): boolean {
  try {
    const host = new URL(publicUrl).hostname.replace(/^\[|\]$/g, '').toLowerCase();
    return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || host === '0.0.0.0' || /^127\./.test(host);
  } catch {
    return true;
  }
}

/** The tracking key, derived from the session secret so no new setting is needed. */
export function trackingSecret(sessionSecret: string): Buffer {
  return createHmac('sha256', sessionSecret).update('email-buddy/tracking/v1').digest();
}

export interface TrackedEmailView {
  id: string;
  sentMessageId: string | null;
  subject: string;
  recipient: string;
  status: TrackedEmailRow['status'];
  trackOpens: boolean;
  trackClicks: boolean;
  sentAt: string;
  readAt: string | null;
  openCount: number;
  opens: TrackedOpen[];
  clickedLinks: { url: string; clickedAt: string }[];
  links: { index: number; url: string }[];
}

function toView(row: TrackedEmailRow): TrackedEmailView {
  return {
    id: row.id,
    sentMessageId: row.sentMessageId,
    subject: row.subject,
    recipient: row.recipient,
    status: row.status,
    trackOpens: row.trackOpens === 1,
    trackClicks: row.trackClicks === 1,
    sentAt: row.sentAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    openCount: row.openCount,
    opens: row.opens,
    clickedLinks: row.clickedLinks,
    links: row.links,
  };
}

export interface TrackingServiceDeps {
  db: Database;
  events: EventBus;
  logger: Logger;
  publicUrl: string;
  secret: string | Buffer;
}

export class TrackingService implements MailTracker {
  readonly signer: TrackingSigner;

  constructor(private readonly deps: TrackingServiceDeps) {
    this.signer = createTrackingSigner(deps.secret);
  }

  get publicUrlReachable(): boolean {
    return !isLocalPublicUrl(this.deps.publicUrl);
  }

  // ---- sending (called by the mail service) --------------------------------

  async prepare(user: MailUser, message: OutgoingMessage, options: { opens: boolean; clicks: boolean }) {
    const id = randomUUID();
    const { html, links } = rewriteForTracking(message.html, {
      publicUrl: this.deps.publicUrl,
      sign: options.clicks ? (index, url) => this.signer.signClick(id, index, url) : undefined,
      openToken: options.opens ? this.signer.signOpen(id) : undefined,
    });
    const recipient = [...message.to, ...message.cc, ...message.bcc].map((a) => a.email).join(', ');
    const record = async (outcome: { sentId?: string; failed?: boolean }) => {
      await this.deps.db.insert(trackedEmail).values({
        id,
        userId: user.id,
        sentMessageId: outcome.sentId ?? null,
        messageIdHeader: message.messageId,
        subject: message.subject,
        recipient,
        status: outcome.failed ? 'failed' : 'sent',
        trackOpens: options.opens ? 1 : 0,
        trackClicks: options.clicks ? 1 : 0,
        links,
      });
    };
    return { recipientHtml: html, record };
  }

  /** A local recipient opened a tracked message in Email Buddy: a read, when Read Receipt is on. */
  async openedInApp(user: MailUser, messageIdHeader: string): Promise<void> {
    const [row] = await this.deps.db
      .select({ id: trackedEmail.id })
      .from(trackedEmail)
      .where(and(eq(trackedEmail.messageIdHeader, messageIdHeader), ne(trackedEmail.userId, user.id), eq(trackedEmail.trackOpens, 1)))
      .limit(1);
    if (row) await this.recordOpen(row.id, { userAgent: 'Email Buddy', kind: 'in-app' });
  }

  // ---- public endpoints ----------------------------------------------------

  /**
   * Records a pixel fetch for a genuine open token. `viewerId` is the signed-in
   * user of the request, if any (the sender viewing their own mail does not count).
   */
  async pixelFetched(token: string, request: { userAgent: string | null; viewerId?: string }): Promise<void> {
    const claim = this.signer.verifyOpen(token);
    if (!claim) return;
    const [row] = await this.deps.db
      .select({ userId: trackedEmail.userId, sentAt: trackedEmail.sentAt })
      .from(trackedEmail)
      .where(eq(trackedEmail.id, claim.trackedEmailId));
    if (!row) return;
    const kind: OpenKind =
      request.viewerId === row.userId
        ? 'sender'
        : classifyOpen({ userAgent: request.userAgent, sentAt: row.sentAt, openedAt: new Date() }) === 'human'
          ? 'human'
          : 'prefetch';
    await this.recordOpen(claim.trackedEmailId, { userAgent: request.userAgent, kind });
  }

  private async recordOpen(id: string, open: { userAgent: string | null; kind: OpenKind }) {
    const now = new Date();
    const entry = JSON.stringify([{ at: now.toISOString(), userAgent: open.userAgent?.slice(0, 500) ?? null, kind: open.kind }]);
    const counts = open.kind === 'human' || open.kind === 'in-app';
    const t = trackedEmail;
    const [row] = await this.deps.db
      .update(t)
      .set({
        opens: sql`case when jsonb_array_length(${t.opens}) >= ${OPEN_LOG_MAX} then ${t.opens} else ${t.opens} || ${entry}::jsonb end`,
        ...(counts
          ? { openCount: sql`${t.openCount} + 1`, status: sql`case when ${t.status} = 'failed' then ${t.status} else 'read' end`, readAt: sql`coalesce(${t.readAt}, ${now})` }
          : {}),
      })
      .where(eq(t.id, id))
      .returning();
    if (row && counts) await this.publish(row, 'read');
  }

  /** The target of a genuine click token (recording the click once per URL), or null for any other token. */
  async clicked(token: string): Promise<string | null> {
    const claim = this.signer.verifyClick(token);
    if (!claim) return null;
    const now = new Date();
    const t = trackedEmail;
    const entry = JSON.stringify([{ url: claim.url, clickedAt: now.toISOString() }]);
    const probe = JSON.stringify([{ url: claim.url }]);
    const [row] = await this.deps.db
      .update(t)
      .set({
        clickedLinks: sql`${t.clickedLinks} || ${entry}::jsonb`,
        // A click proves the message was read.
        status: sql`case when ${t.status} = 'failed' then ${t.status} else 'read' end`,
        readAt: sql`coalesce(${t.readAt}, ${now})`,
      })
      .where(and(eq(t.id, claim.trackedEmailId), sql`not (${t.clickedLinks} @> ${probe}::jsonb)`))
      .returning()
      .catch((error: unknown) => {
        // The recipient still gets where the signed link points.
        this.deps.logger.warn({ err: error }, 'click not recorded');
        return [];
      });
    if (row) await this.publish(row, 'click');
    return claim.url;
  }

  private async publish(row: TrackedEmailRow, what: 'read' | 'click') {
    await this.deps.events
      .publish(row.userId, { type: 'tracking', data: { id: row.id, event: what, status: row.status, readAt: row.readAt?.toISOString() ?? null } })
      .catch((error: unknown) => this.deps.logger.warn({ err: error }, 'tracking event not published'));
  }

  // ---- API -----------------------------------------------------------------

  async list(user: MailUser, query?: string): Promise<TrackedEmailView[]> {
    const q = query?.trim();
    const pattern = q ? `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : undefined;
    const rows = await this.deps.db
      .select()
      .from(trackedEmail)
      .where(and(eq(trackedEmail.userId, user.id), pattern ? or(ilike(trackedEmail.subject, pattern), ilike(trackedEmail.recipient, pattern)) : undefined))
      .orderBy(desc(trackedEmail.sentAt))
      .limit(500);
    return rows.map(toView);
  }

  async get(user: MailUser, id: string): Promise<TrackedEmailView> {
    const [row] = await this.deps.db.select().from(trackedEmail).where(and(eq(trackedEmail.id, id), eq(trackedEmail.userId, user.id)));
    if (!row) throw trackedNotFound();
    return toView(row);
  }
}
