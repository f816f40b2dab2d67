/** The rule tables: rules in the user's order, their history, and the claims that make a rule run once per arriving message. */
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { RuleAction, RuleCondition, RuleEffect } from '../../core/rules/schemas';
import type { Database } from '../db/open';
import { mailMessage } from '../db/schema/mail';
import { mailRule, mailRuleClaim, mailRuleHistory } from '../db/schema/rules';

export type RuleRow = typeof mailRule.$inferSelect;
export type HistoryRow = typeof mailRuleHistory.$inferSelect;

export function toRule(row: RuleRow) {
  return { id: row.id, name: row.name, enabled: row.enabled, accountId: row.accountId, position: row.position, when: row.when, actions: row.actions };
}

export class RuleRepository {
  constructor(private readonly db: Database) {}

  async list(userId: string): Promise<RuleRow[]> {
    return this.db.select().from(mailRule).where(eq(mailRule.userId, userId)).orderBy(asc(mailRule.position), asc(mailRule.createdAt));
  }

  async get(userId: string, id: string): Promise<RuleRow | undefined> {
    const [row] = await this.db.select().from(mailRule).where(and(eq(mailRule.userId, userId), eq(mailRule.id, id)));
    return row;
  }

  async count(userId: string): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(mailRule).where(eq(mailRule.userId, userId));
    return row?.n ?? 0;
  }

  async create(userId: string, input: { name: string; enabled: boolean; accountId: string | null; position?: number; when: RuleCondition; actions: RuleAction[] }) {
    const [last] = await this.db
      .select({ max: sql<number | null>`max(${mailRule.position})` })
      .from(mailRule)
      .where(eq(mailRule.userId, userId));
    const position = input.position ?? (last?.max ?? -1) + 1;
    const [row] = await this.db
      .insert(mailRule)
      .values({ id: randomUUID(), userId, ...input, position })
      .returning();
    return row!;
  }

  async update(userId: string, id: string, change: Partial<Pick<RuleRow, 'name' | 'enabled' | 'accountId' | 'position' | 'when' | 'actions'>>) {
    const [row] = await this.db
      .update(mailRule)
      .set({ ...change, updatedAt: new Date() })
      .where(and(eq(mailRule.userId, userId), eq(mailRule.id, id)))
      .returning();
    return row;
  }

  async remove(userId: string, id: string): Promise<boolean> {
    const rows = await this.db.delete(mailRule).where(and(eq(mailRule.userId, userId), eq(mailRule.id, id))).returning({ id: mailRule.id });
    return rows.length > 0;
  }

  /**
   * Claims arriving messages for this process: the insert that wins runs
   * their rules, so the same arrival seen by two processes (or by a sync and
   * a push at once) is acted on once. Returns the ids this process won.
   */
  async claim(userId: string, messageIds: string[]): Promise<string[]> {
    if (messageIds.length === 0) return [];
    const rows = await this.db
      .insert(mailRuleClaim)
      .values(messageIds.map((messageId) => ({ messageId, userId })))
      .onConflictDoNothing()
      .returning({ messageId: mailRuleClaim.messageId });
    return rows.map((r) => r.messageId);
  }

  async finishClaim(messageId: string) {
    await this.db.update(mailRuleClaim).set({ doneAt: new Date() }).where(eq(mailRuleClaim.messageId, messageId));
  }

  /**
   * Claims whose process stopped before finishing (a crash, a restart),
   * taken over: each is re-stamped only if nobody else took it first.
   */
  async takeStale(leaseMs: number, limit = 100): Promise<{ userId: string; messageId: string }[]> {
    const stale = await this.db
      .select()
      .from(mailRuleClaim)
      .where(and(isNull(mailRuleClaim.doneAt), lt(mailRuleClaim.claimedAt, new Date(Date.now() - leaseMs))))
      .limit(limit);
    const taken: { userId: string; messageId: string }[] = [];
    for (const claim of stale) {
      const [row] = await this.db
        .update(mailRuleClaim)
        .set({ claimedAt: new Date() })
        .where(and(eq(mailRuleClaim.messageId, claim.messageId), eq(mailRuleClaim.claimedAt, claim.claimedAt), isNull(mailRuleClaim.doneAt)))
        .returning();
      if (row) taken.push({ userId: row.userId, messageId: row.messageId });
    }
    return taken;
  }

  /** The rules that already acted on a message (a taken-over claim skips them). */
  async rulesDone(messageId: string): Promise<Set<string>> {
    const rows = await this.db.select({ ruleId: mailRuleHistory.ruleId }).from(mailRuleHistory).where(eq(mailRuleHistory.messageId, messageId));
    return new Set(rows.map((r) => r.ruleId));
  }

  async record(entry: { userId: string; ruleId: string; runId?: string; messageId: string; effects: RuleEffect[]; before: HistoryRow['before'] }) {
    await this.db.insert(mailRuleHistory).values({ id: randomUUID(), ...entry, runId: entry.runId ?? null });
  }

  /** A page of the history, newest first, with each entry's rule name and message subject. */
  async history(userId: string, page: number, pageSize: number) {
    const [items, [total]] = await Promise.all([
      this.db
        .select({
          id: mailRuleHistory.id,
          runId: mailRuleHistory.runId,
          ruleId: mailRuleHistory.ruleId,
          ruleName: mailRule.name,
          messageId: mailRuleHistory.messageId,
          subject: mailMessage.subject,
          actions: mailRuleHistory.effects,
          at: mailRuleHistory.at,
          undone: mailRuleHistory.undone,
        })
        .from(mailRuleHistory)
        .innerJoin(mailRule, eq(mailRule.id, mailRuleHistory.ruleId))
        .innerJoin(mailMessage, eq(mailMessage.id, mailRuleHistory.messageId))
        .where(eq(mailRuleHistory.userId, userId))
        .orderBy(desc(mailRuleHistory.at), desc(mailRuleHistory.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ n: count() }).from(mailRuleHistory).where(eq(mailRuleHistory.userId, userId)),
    ]);
    return { items: items.map((i) => ({ ...i, at: i.at.toISOString() })), total: total?.n ?? 0 };
  }

  async entries(userId: string, where: { id?: string; runId?: string }): Promise<HistoryRow[]> {
    return this.db
      .select()
      .from(mailRuleHistory)
      .where(
        and(
          eq(mailRuleHistory.userId, userId),
          where.id ? eq(mailRuleHistory.id, where.id) : undefined,
          where.runId ? eq(mailRuleHistory.runId, where.runId) : undefined,
        ),
      )
      .orderBy(desc(mailRuleHistory.at));
  }

  async markUndone(ids: string[]) {
    if (ids.length) await this.db.update(mailRuleHistory).set({ undone: true }).where(inArray(mailRuleHistory.id, ids));
  }
}
