/** Split-inbox tabs, per user: saved searches in the user's order, each with the unread inbox mail it finds. */
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { Invalid, NotFound } from '../../core/errors';
import { ERR_TOO_MANY_SPLITS, type Split } from '../../core/mail/splits';
import { SPLITS_MAX } from '../../core/rules/limits';
import type { Database } from '../db/open';
import { mailSplit } from '../db/schema/rules';
import type { MailService } from '../mail/service';

export const splitNotFound = () => new NotFound('SPLIT_NOT_FOUND', 'This split tab could not be found.');

export class SplitService {
  constructor(
    private readonly db: Database,
    private readonly mail: MailService,
  ) {}

  private async rows(userId: string) {
    return this.db.select().from(mailSplit).where(eq(mailSplit.userId, userId)).orderBy(asc(mailSplit.position), asc(mailSplit.createdAt));
  }

  private async withUnread(userId: string, row: typeof mailSplit.$inferSelect): Promise<Split> {
    return { id: row.id, name: row.name, query: row.query, position: row.position, unread: await this.mail.countInbox(userId, `(${row.query}) is:unread`) };
  }

  async list(userId: string): Promise<{ splits: Split[] }> {
    const rows = await this.rows(userId);
    return { splits: await Promise.all(rows.map((r) => this.withUnread(userId, r))) };
  }

  async create(userId: string, input: { name: string; query: string; position?: number }): Promise<Split> {
    const rows = await this.rows(userId);
    if (rows.length >= SPLITS_MAX) throw new Invalid('TOO_MANY_SPLITS', ERR_TOO_MANY_SPLITS);
    const position = input.position ?? (rows.at(-1)?.position ?? -1) + 1;
    const [row] = await this.db.insert(mailSplit).values({ id: randomUUID(), userId, name: input.name, query: input.query, position }).returning();
    return this.withUnread(userId, row!);
  }

  async update(userId: string, id: string, change: { name?: string; query?: string; position?: number }): Promise<Split> {
    const mine = and(eq(mailSplit.userId, userId), eq(mailSplit.id, id));
    const set = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
    // An empty change still answers 404 for a tab that is not the user's; an update setting nothing is not valid SQL.
    const [row] =
      Object.keys(set).length === 0 ? await this.db.select().from(mailSplit).where(mine) : await this.db.update(mailSplit).set(set).where(mine).returning();
    if (!row) throw splitNotFound();
    return this.withUnread(userId, row);
  }

  async remove(userId: string, id: string) {
    const rows = await this.db.delete(mailSplit).where(and(eq(mailSplit.userId, userId), eq(mailSplit.id, id))).returning({ id: mailSplit.id });
    if (rows.length === 0) throw splitNotFound();
  }
}
