/**
 * The user's own labels: their rows, their counts, and which messages carry
 * them. A message's label ids sit in mail_message.labels beside the system
 * labels; a GIN index on that array makes a label's list and counts cheap.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { Conflict, Invalid, NotFound } from '../../core/errors';
import { ERR_LABEL_NOT_FOUND, ERR_TOO_MANY_LABELS, errLabelExists, type Label } from '../../core/mail/labels';
import { DEFAULT_LABEL_COLOR, LABEL_ID_PREFIX, LABELS_MAX, type LabelColor } from '../../core/mail/label-limits';
import type { Database } from '../db/open';
import { mailMessage as m } from '../db/schema/mail';
import { mailLabel } from '../db/schema/rules';

export const labelNotFound = () => new NotFound('LABEL_NOT_FOUND', ERR_LABEL_NOT_FOUND);

export type LabelRow = typeof mailLabel.$inferSelect;

/**
 * The IMAP keyword a label becomes: a flag keyword may hold only atom
 * characters (RFC 9051), and `$` and `\` begin the registered and system
 * ones, so everything else becomes an underscore.
 */
export function keywordFor(name: string, taken: ReadonlySet<string>): string {
  const base = name.replace(/[^A-Za-z0-9_.+-]/g, '_').replace(/^[_.+-]+/, '').slice(0, 60) || 'Label';
  let keyword = base;
  for (let n = 2; taken.has(keyword.toLowerCase()); n++) keyword = `${base}_${n}`;
  return keyword;
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

export class LabelRepository {
  constructor(private readonly db: Database) {}

  /** Every label with its unread and total counts (trash and drafts left out), by name. */
  async list(userId: string): Promise<Label[]> {
    const counted = and(eq(m.userId, userId), sql`${m.labels} @> array[${mailLabel.id}]`, sql`not ${m.isTrash} and not ${m.isDraft}`);
    const rows = await this.db
      .select({
        id: mailLabel.id,
        name: mailLabel.name,
        color: mailLabel.color,
        unread: sql<number>`count(${m.id}) filter (where ${m.unread})`.mapWith(Number),
        total: sql<number>`count(${m.id})`.mapWith(Number),
      })
      .from(mailLabel)
      .leftJoin(m, counted)
      .where(eq(mailLabel.userId, userId))
      .groupBy(mailLabel.id)
      .orderBy(asc(sql`lower(${mailLabel.name})`));
    return rows;
  }

  async rows(userId: string): Promise<LabelRow[]> {
    return this.db.select().from(mailLabel).where(eq(mailLabel.userId, userId));
  }

  async get(userId: string, id: string): Promise<LabelRow | undefined> {
    const [row] = await this.db.select().from(mailLabel).where(and(eq(mailLabel.userId, userId), eq(mailLabel.id, id)));
    return row;
  }

  async byName(userId: string, name: string): Promise<LabelRow | undefined> {
    const [row] = await this.db
      .select()
      .from(mailLabel)
      .where(and(eq(mailLabel.userId, userId), sql`lower(${mailLabel.name}) = lower(${name})`));
    return row;
  }

  async create(userId: string, input: { name: string; color?: LabelColor }): Promise<Label> {
    const existing = await this.rows(userId);
    if (existing.length >= LABELS_MAX) throw new Invalid('TOO_MANY_LABELS', ERR_TOO_MANY_LABELS);
    if (existing.some((l) => l.name.toLowerCase() === input.name.toLowerCase())) throw new Conflict('LABEL_EXISTS', errLabelExists(input.name));
    const row = {
      id: `${LABEL_ID_PREFIX}${randomBytes(12).toString('base64url')}`,
      userId,
      name: input.name,
      color: input.color ?? DEFAULT_LABEL_COLOR,
      keyword: keywordFor(input.name, new Set(existing.map((l) => l.keyword.toLowerCase()))),
    };
    try {
      await this.db.insert(mailLabel).values(row);
    } catch (error) {
      // Two tabs creating the same name at once: the unique index answers for the second.
      if (isUniqueViolation(error)) throw new Conflict('LABEL_EXISTS', errLabelExists(input.name));
      throw error;
    }
    return { id: row.id, name: row.name, color: row.color, unread: 0, total: 0 };
  }

  /** The label by name, made when the user has none of that name (as a rule's labelName, and Gmail's filter import, need). */
  async ensure(userId: string, name: string): Promise<LabelRow> {
    const found = await this.byName(userId, name);
    if (found) return found;
    try {
      // In a transaction of its own (a savepoint inside the caller's), so that losing the race for the name
      // to another request leaves the caller's transaction usable for the lookup below.
      const made = await this.db.transaction((tx) => new LabelRepository(tx).create(userId, { name }));
      return (await this.get(userId, made.id))!;
    } catch (error) {
      if (error instanceof Conflict) return (await this.byName(userId, name))!;
      throw error;
    }
  }

  async update(userId: string, id: string, change: { name?: string; color?: LabelColor }): Promise<Label> {
    const current = await this.get(userId, id);
    if (!current) throw labelNotFound();
    if (change.name && change.name.toLowerCase() !== current.name.toLowerCase()) {
      const clash = await this.byName(userId, change.name);
      if (clash) throw new Conflict('LABEL_EXISTS', errLabelExists(change.name));
    }
    const set = { ...(change.name ? { name: change.name } : {}), ...(change.color ? { color: change.color } : {}) };
    try {
      // An empty change is answered with the label as it is; an update setting nothing is not valid SQL.
      if (Object.keys(set).length > 0) await this.db.update(mailLabel).set(set).where(and(eq(mailLabel.userId, userId), eq(mailLabel.id, id)));
    } catch (error) {
      if (isUniqueViolation(error)) throw new Conflict('LABEL_EXISTS', errLabelExists(change.name ?? current.name));
      throw error;
    }
    return (await this.list(userId)).find((l) => l.id === id)!;
  }

  /** Deletes the label and takes it off every message, in one transaction. */
  async remove(userId: string, id: string): Promise<LabelRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.delete(mailLabel).where(and(eq(mailLabel.userId, userId), eq(mailLabel.id, id))).returning();
      if (!row) throw labelNotFound();
      await tx
        .update(m)
        .set({ labels: sql`array_remove(${m.labels}, ${id})` })
        .where(and(eq(m.userId, userId), sql`${m.labels} @> array[${id}]`));
      return row;
    });
  }

  /** Which of these ids are this user's labels; any other id is a 404 naming it. */
  async require(userId: string, ids: readonly string[]): Promise<LabelRow[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const rows = await this.db.select().from(mailLabel).where(and(eq(mailLabel.userId, userId), inArray(mailLabel.id, unique)));
    if (rows.length !== unique.length) throw labelNotFound();
    return rows;
  }
}
