/**
 * Rules: checked and saved in the user's order, run once on every message
 * that arrives (local delivery, a Gmail or IMAP sync, an IMAP push), run on
 * existing mail on request, and undone from their history. A condition is
 * matched in memory (core/rules/match.ts) against a message loaded once for
 * all rules; each action goes through the mail service, so an IMAP or Gmail
 * message changes on its server too. One action failing (a forward SMTP
 * refuses) is written in the history and the others still run.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { analysisOf } from '../../core/rules/to-reply';
import { MOVE_TABS } from '../../core/mail/types';
import { forwardedMessage, forwardSubject, replySubject } from '../../core/compose/quote';
import { Invalid, NotFound, Unprocessable } from '../../core/errors';
import { textToHtml } from '../../core/mail/html-text';
import { parseSearch, type SearchNode } from '../../core/mail/search-query';
import { matcherFor, type MatchableMessage } from '../../core/rules/match';
import { ruleInputSchema, type RuleAction, type RuleCondition, type RuleEffect, type RuleInput } from '../../core/rules/schemas';
import { RULES_MAX, snoozeForUntil } from '../../core/rules/limits';
import { matchesSentence } from '../../core/rules/sentence';
import { interpretRule } from '../../core/rules/interpret';
import { ERR_NOT_GMAIL_FILTERS, fromGmailFilters, toGmailFilters, toSieve } from '../../core/rules/transfer';
import type { Database } from '../db/open';
import { user as userTable } from '../db/schema/auth';
import { mailAccount, mailFolder } from '../db/schema/mail';
import { template } from '../db/schema/templates';
import type { Jobs } from '../jobs/boss';
import type { Logger } from '../logger';
import { toListItem, type MessageRow } from '../mail/store';
import type { MailService, MailUser } from '../mail/service';
import type { MailItem } from '../mail/types';
import { LabelRepository } from './labels';
import { loadMatchable } from './matchable';
import { RuleRepository, toRule, type RuleRow } from './repository';

export const ruleNotFound = () => new NotFound('RULE_NOT_FOUND', 'This rule could not be found.');
const historyNotFound = () => new NotFound('RULE_HISTORY_NOT_FOUND', 'This history entry could not be found.');

/** How much existing mail a preview lists and "apply to existing mail" acts on at most. */
export const APPLY_MAX = 1000;
const PREVIEW_ITEMS = 50;
/** A sentence condition reads the newest mail only: the engine reads each message whole. */
const SENTENCE_SCAN = 500;
export const HISTORY_PAGE_SIZE = 25;

export interface RuleServiceDeps {
  db: Database;
  mail: MailService;
  logger: Logger;
  /** How long a claim may stay unfinished before another process takes it over (a crash mid-rule). */
  leaseMs?: number;
}

/** A 400 naming the field, as the route's own validation would. */
const badField = (field: string, message: string) => new Invalid('VALIDATION_ERROR', `${field}: ${message}`, { field });

interface Compiled {
  row: RuleRow;
  query?: SearchNode;
}

/** The local mailbox's folders as a Sieve script names them, for archive, trash and moves (a move to the inbox needs no fileinto: it is where mail lands). */
const LOCAL_FOLDER_PATHS: Record<string, string | undefined> = { archived: 'Archive', trash: 'Trash' };

/** A rule's actions with each label named by name made when the user has none of that name (as Gmail's filter import does), and stored by its id. */
async function withLabelIds(labels: LabelRepository, userId: string, actions: RuleAction[]): Promise<RuleAction[]> {
  const out: RuleAction[] = [];
  for (const action of actions) {
    out.push(action.type === 'label' && !action.labelId ? { type: 'label', labelId: (await labels.ensure(userId, action.labelName!)).id } : action);
  }
  return out;
}

export class RuleService {
  private readonly rules: RuleRepository;
  private readonly leaseMs: number;

  constructor(private readonly deps: RuleServiceDeps) {
    this.rules = new RuleRepository(deps.db);
    this.leaseMs = deps.leaseMs ?? 5 * 60_000;
    deps.mail.onMailArrived((userId, ids) => this.onArrived(userId, ids));
  }

  async list(userId: string) {
    return { rules: (await this.rules.list(userId)).map(toRule) };
  }

  async create(userId: string, input: RuleInput) {
    if ((await this.rules.count(userId)) >= RULES_MAX) throw new Invalid('TOO_MANY_RULES', `You can have at most ${RULES_MAX} rules.`);
    const checked = await this.checked(userId, input.actions, input.accountId ?? null);
    return this.deps.db.transaction(async (tx) => {
      const actions = await withLabelIds(new LabelRepository(tx), userId, checked);
      return toRule(await new RuleRepository(tx).create(userId, { ...input, accountId: input.accountId ?? null, actions }));
    });
  }

  async update(userId: string, id: string, change: Partial<RuleInput>) {
    const current = await this.rules.get(userId, id);
    if (!current) throw ruleNotFound();
    const accountId = change.accountId === undefined ? current.accountId : change.accountId;
    const checked = change.actions ? await this.checked(userId, change.actions, accountId) : undefined;
    if (change.accountId !== undefined && !change.actions) await this.checkAccount(userId, accountId);
    return this.deps.db.transaction(async (tx) => {
      const actions = checked && (await withLabelIds(new LabelRepository(tx), userId, checked));
      const updated = await new RuleRepository(tx).update(userId, id, {
        ...(change.name !== undefined ? { name: change.name } : {}),
        ...(change.enabled !== undefined ? { enabled: change.enabled } : {}),
        ...(change.position !== undefined ? { position: change.position } : {}),
        ...(change.when !== undefined ? { when: change.when } : {}),
        ...(change.accountId !== undefined ? { accountId } : {}),
        ...(actions ? { actions } : {}),
      });
      if (!updated) throw ruleNotFound();
      return toRule(updated);
    });
  }

  async remove(userId: string, id: string) {
    if (!(await this.rules.remove(userId, id))) throw ruleNotFound();
  }

  private async checkAccount(userId: string, accountId: string | null) {
    if (!accountId) return;
    const [account] = await this.deps.db.select({ id: mailAccount.id }).from(mailAccount).where(and(eq(mailAccount.userId, userId), eq(mailAccount.id, accountId)));
    if (!account) throw badField('accountId', 'no such account of yours.');
  }

  /**
   * What the schema cannot know: that a label, template, folder or account
   * a rule names is the user's. It writes nothing: a label named by name is
   * made by `withLabelIds` once every action has passed, so a rule refused
   * for a later action leaves no label behind.
   */
  private async checked(userId: string, actions: RuleAction[], accountId: string | null): Promise<RuleAction[]> {
    await this.checkAccount(userId, accountId);
    const out: RuleAction[] = [];
    for (const [i, action] of actions.entries()) {
      switch (action.type) {
        case 'label': {
          if (action.labelId) {
            if (!(await this.deps.mail.labels.get(userId, action.labelId))) throw badField(`actions.${i}.labelId`, 'no such label of yours.');
            out.push({ type: 'label', labelId: action.labelId });
          } else {
            out.push({ type: 'label', labelName: action.labelName! });
          }
          break;
        }
        case 'reply': {
          const [found] = await this.deps.db.select({ id: template.id }).from(template).where(and(eq(template.userId, userId), eq(template.id, action.templateId)));
          if (!found) throw badField(`actions.${i}.templateId`, 'no such template of yours.');
          out.push(action);
          break;
        }
        case 'move': {
          if ((MOVE_TABS as readonly string[]).includes(action.folder)) {
            out.push(action);
            break;
          }
          const [folder] = await this.deps.db.select({ id: mailFolder.id }).from(mailFolder).where(and(eq(mailFolder.userId, userId), eq(mailFolder.id, action.folder)));
          if (!folder) throw badField(`actions.${i}.folder`, 'no such folder of yours.');
          out.push(action);
          break;
        }
        default:
          out.push(action);
      }
    }
    return out;
  }

  // --- running rules ---

  private compile(rows: RuleRow[]): Compiled[] {
    return rows.map((row) => ({ row, ...('query' in row.when ? { query: parseSearch(row.when.query) ?? undefined } : {}) }));
  }

  private matches(rule: Compiled, row: MessageRow, message: MatchableMessage, match: (q: SearchNode) => boolean, now: Date): boolean {
    if (rule.row.accountId && rule.row.accountId !== row.accountId) return false;
    const when: RuleCondition = rule.row.when;
    if ('query' in when) return rule.query !== undefined && match(rule.query);
    const analysis = analysisOf({ ...row, text: message.text }, now);
    return matchesSentence(when.sentence, {
      analysis,
      category: row.category,
      fromEmail: row.fromEmail,
      subject: row.subject,
      text: message.text,
      isListMail: row.listUnsubscribe !== null,
    });
  }

  /** Runs the user's enabled rules on messages that just arrived, each message once across every process. */
  async onArrived(userId: string, ids: string[]) {
    const enabled = (await this.rules.list(userId)).filter((r) => r.enabled);
    if (enabled.length === 0) return;
    const claimed = await this.rules.claim(userId, ids);
    await this.runClaimed(userId, claimed, this.compile(enabled), new Set());
  }

  /** Finishes claims a stopped process left (after its lease), skipping the rules that already acted. */
  async sweep() {
    for (const { userId, messageId } of await this.rules.takeStale(this.leaseMs)) {
      const enabled = (await this.rules.list(userId)).filter((r) => r.enabled);
      await this.runClaimed(userId, [messageId], this.compile(enabled), await this.rules.rulesDone(messageId));
    }
  }

  private async runClaimed(userId: string, ids: string[], rules: Compiled[], skip: Set<string>) {
    if (ids.length === 0) return;
    const user = await this.user(userId);
    const messages = await loadMatchable(this.deps.db, userId, ids);
    const now = new Date();
    for (const id of ids) {
      const loaded = messages.get(id);
      if (loaded && user) {
        const match = matcherFor(loaded.matchable, now);
        for (const rule of rules) {
          if (skip.has(rule.row.id) || !this.matches(rule, loaded.row, loaded.matchable, match, now)) continue;
          const { stop } = await this.act(user, rule.row, loaded.row);
          if (stop) break;
        }
      }
      await this.rules.finishClaim(id);
    }
  }

  /** Carries out one rule's actions on one message, in order, and writes what happened to the history. */
  private async act(user: MailUser, rule: RuleRow, row: MessageRow, runId?: string): Promise<{ stop: boolean }> {
    const effects: RuleEffect[] = [];
    let stop = false;
    for (const action of rule.actions) {
      if (action.type === 'stop') {
        effects.push({ type: 'stop', ok: true });
        stop = true;
        break;
      }
      try {
        const detail = await this.perform(user, action, row);
        effects.push({ type: action.type, ok: true, ...(detail ? { detail } : {}) });
      } catch (error) {
        this.deps.logger.warn({ err: error, ruleId: rule.id, messageId: row.id }, 'a rule action failed');
        effects.push({ type: action.type, ok: false, error: error instanceof Error ? error.message : String(error) });
      }
    }
    await this.rules.record({
      userId: user.id,
      ruleId: rule.id,
      runId,
      messageId: row.id,
      effects,
      before: { labels: row.labels, snoozedUntil: row.snoozedUntil?.toISOString() ?? null },
    });
    return { stop };
  }

  private async perform(user: MailUser, action: RuleAction, row: MessageRow): Promise<string | undefined> {
    const mail = this.deps.mail;
    switch (action.type) {
      case 'label': {
        const label = action.labelId ? await mail.labels.get(user.id, action.labelId) : await mail.labels.ensure(user.id, action.labelName!);
        if (!label) throw new Unprocessable('LABEL_NOT_FOUND', 'The label this rule puts on no longer exists.');
        await mail.changeLabels(user, [row.id], [label.id], []);
        return label.name;
      }
      case 'archive':
        await mail.archive(user, row.id);
        return undefined;
      case 'trash':
        await mail.trash(user, row.id);
        return undefined;
      case 'star':
        await mail.setStarred(user, row.id, true);
        return undefined;
      case 'read':
        await mail.setRead(user, row.id, true);
        return undefined;
      case 'snooze': {
        const until = action.until ?? snoozeForUntil(action.for!, new Date())!.toISOString();
        await mail.snooze(user, row.id, until);
        return until;
      }
      case 'toReply':
        await mail.markToReply(user, row.id);
        return undefined;
      case 'forward': {
        const original = await mail.get(user, row.id);
        await mail.send(user, {
          to: [action.to],
          cc: [],
          bcc: [],
          subject: forwardSubject(original.subject),
          body: forwardedMessage(original),
          attachments: [],
          forwardOf: row.id,
        });
        return action.to;
      }
      case 'reply': {
        const [found] = await this.deps.db.select().from(template).where(and(eq(template.userId, user.id), eq(template.id, action.templateId)));
        if (!found) throw new Unprocessable('TEMPLATE_NOT_FOUND', 'The template this rule answers with no longer exists.');
        const input = { to: [row.fromEmail], cc: [], bcc: [], subject: replySubject(row.subject), body: textToHtml(found.content), attachments: [], replyTo: row.id };
        if (action.send) {
          const sent = await mail.send(user, input);
          return `sent ${sent.id}`;
        }
        const draft = await mail.saveDraft(user, input);
        return `draft ${draft.id}`;
      }
      case 'move': {
        const { affected } = await mail.moveToFolder(user, [row], action.folder);
        if (affected === 0) throw new Unprocessable('MOVE_FAILED', 'The message could not be moved to the folder.');
        return action.folder;
      }
      case 'stop':
        return undefined;
    }
  }

  private async user(userId: string): Promise<MailUser | undefined> {
    const [row] = await this.deps.db.select({ id: userTable.id, name: userTable.name, email: userTable.email }).from(userTable).where(eq(userTable.id, userId));
    return row;
  }

  // --- existing mail ---

  /** The existing mail a rule matches now (trash left out), newest first, up to APPLY_MAX. */
  private async matchingNow(user: MailUser, rule: RuleRow): Promise<MessageRow[]> {
    const scope = rule.accountId ? { account: rule.accountId } : {};
    if ('query' in rule.when) {
      const ids = await this.deps.mail.matchingIds(user, rule.when.query, scope, APPLY_MAX);
      const loaded = await loadMatchable(this.deps.db, user.id, ids);
      return ids.map((id) => loaded.get(id)?.row).filter((r): r is MessageRow => r !== undefined);
    }
    const recent = await this.deps.mail.matchingIds(user, '', scope, SENTENCE_SCAN);
    const loaded = await loadMatchable(this.deps.db, user.id, recent);
    const [compiled] = this.compile([rule]);
    const now = new Date();
    return recent
      .map((id) => loaded.get(id))
      .filter((l): l is NonNullable<typeof l> => l !== undefined)
      .filter((l) => this.matches(compiled!, l.row, l.matchable, () => false, now))
      .map((l) => l.row);
  }

  async preview(user: MailUser, id: string): Promise<{ total: number; items: MailItem[] }> {
    const rule = await this.rules.get(user.id, id);
    if (!rule) throw ruleNotFound();
    const rows = await this.matchingNow(user, rule);
    return { total: rows.length, items: rows.slice(0, PREVIEW_ITEMS).map(toListItem) };
  }

  async apply(user: MailUser, id: string): Promise<{ runId: string; affected: number }> {
    const rule = await this.rules.get(user.id, id);
    if (!rule) throw ruleNotFound();
    const runId = randomUUID();
    const rows = await this.matchingNow(user, rule);
    for (const row of rows) await this.act(user, rule, row, runId);
    return { runId, affected: rows.length };
  }

  /** A sentence as the rule it describes, for the editor to show; nothing is saved. */
  async interpret(user: MailUser, text: string) {
    const [contacts, templates] = await Promise.all([
      this.deps.mail.contacts(user, ''),
      this.deps.db.select({ id: template.id, name: template.name }).from(template).where(eq(template.userId, user.id)),
    ]);
    return interpretRule(text, { now: new Date(), contacts, templates });
  }

  /** The rules as Gmail's mailFilters.xml, or as a Sieve script for an IMAP server. */
  async exportRules(user: MailUser, format: 'gmail' | 'sieve'): Promise<string> {
    const rows = (await this.rules.list(user.id)).map(toRule);
    const labels = new Map((await this.deps.mail.labels.rows(user.id)).map((l) => [l.id, l]));
    if (format === 'gmail') return toGmailFilters(rows, (id) => labels.get(id)?.name, user).xml;
    const folders = await this.deps.db.select({ id: mailFolder.id, path: mailFolder.path }).from(mailFolder).where(eq(mailFolder.userId, user.id));
    const paths = new Map(folders.map((f) => [f.id, f.path]));
    return toSieve(rows, { keyword: (id) => labels.get(id)?.keyword, folderPath: (id) => paths.get(id) ?? LOCAL_FOLDER_PATHS[id], archive: LOCAL_FOLDER_PATHS.archived!, trash: LOCAL_FOLDER_PATHS.trash! });
  }

  /** Gmail's filter export as rules after the user's own: each checked as a rule made here; labels named are made when missing. */
  async importGmail(user: MailUser, xml: string): Promise<{ imported: number; skipped: number }> {
    let parsed: ReturnType<typeof fromGmailFilters>;
    try {
      parsed = fromGmailFilters(xml);
    } catch (error) {
      throw new Invalid('NOT_GMAIL_FILTERS', error instanceof Error ? error.message : ERR_NOT_GMAIL_FILTERS);
    }
    let imported = 0;
    let skipped = parsed.skipped;
    for (const rule of parsed.rules) {
      const input = ruleInputSchema.safeParse(rule);
      if (!input.success || (await this.rules.count(user.id)) >= RULES_MAX) {
        skipped++;
        continue;
      }
      await this.create(user.id, input.data);
      imported++;
    }
    return { imported, skipped };
  }

  // --- history ---

  async history(userId: string, page: number) {
    return this.rules.history(userId, page, HISTORY_PAGE_SIZE);
  }

  /** Undoes one entry, or every entry of a run: labels, folders and flags back as they were; sent mail stays sent. */
  async undo(user: MailUser, where: { id?: string; runId?: string }): Promise<{ undone: number }> {
    const entries = await this.rules.entries(user.id, where);
    if (entries.length === 0) throw where.runId ? new NotFound('RULE_RUN_NOT_FOUND', 'This run could not be found.') : historyNotFound();
    const pending = entries.filter((e) => !e.undone);
    const done: string[] = [];
    for (const entry of pending) {
      await this.deps.mail.restoreLabels(user, entry.messageId, entry.before.labels);
      done.push(entry.id);
    }
    await this.rules.markUndone(done);
    return { undone: done.length };
  }
}

const RULES_SWEEP_QUEUE = 'rules-sweep';

/** Every minute, one process finishes the rule runs a stopped process left unfinished. */
export async function registerRuleJobs(jobs: Jobs, rules: RuleService): Promise<void> {
  await jobs.sweep(RULES_SWEEP_QUEUE, '* * * * *', () => rules.sweep());
}
