/**
 * Turns a parsed search (core/mail/search-query.ts) into one SQL condition on
 * mail_message. Text goes through the full-text index (`search`), names and
 * addresses through the `people` index (one weight per header: From A, To B,
 * Cc C, Bcc D), flags and dates through plain columns. Every value travels as
 * a parameter, and the text functions used never raise on odd input, so no
 * query string can make the database fail.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  ageCutoff,
  parseSearchAge,
  parseSearchDate,
  parseSearchSize,
  type SearchNode,
  type SearchOperator,
} from '../../core/mail/search-query';
import { STOP_WORDS } from '../../core/mail/stop-words';
import { user } from '../db/schema/auth';
import { mailAccount, mailAttachment, mailFolder, mailMessage as m } from '../db/schema/mail';
import { mailLabel } from '../db/schema/rules';
import type { MailTab } from './types';
import { TO_REPLY_DAYS } from '../../core/rules/to-reply';

/** A conversation a rule marked as waiting for the user's answer (not a label of theirs, not a tab of the provider's). */
export const TO_REPLY = 'TO_REPLY';

/** Where a tab looks. */
/** `userId`: the mailbox's owner, whose addresses the To reply view looks for (known once, not per message). */
export function tabFilter(tab: MailTab, userId: string): SQL {
  switch (tab) {
    case 'inbox':
      return sql`${m.inInbox} and not ${m.isTrash}`;
    case 'starred':
      return sql`${m.starred} and not ${m.isTrash}`;
    case 'sent':
      return sql`${m.isSent} and not ${m.isTrash}`;
    case 'drafts':
      return sql`${m.isDraft}`;
    case 'archived':
      return sql`not ${m.inInbox} and not ${m.isSent} and not ${m.isDraft} and not ${m.isTrash} and ${m.snoozedUntil} is null`;
    case 'snoozed':
      return sql`${m.snoozedUntil} is not null and not ${m.isTrash}`;
    case 'trash':
      return sql`${m.isTrash}`;
    case 'to-reply':
      return toReplyFilter(userId);
  }
}

/**
 * The To reply view: a message someone else sent to one of the user's
 * addresses, that asks something of them (or a rule marked it), and is still
 * the newest of its conversation, so any reply (from any client, once
 * synced) takes it off. Only the last TO_REPLY_DAYS days are looked at.
 * The label is written as a literal, not a parameter, so the planner can
 * see the condition implies mail_message_to_reply_idx's and read only it;
 * the owner's addresses are asked for by the owner's id, not the row's, so
 * they are read once for the query instead of once per message.
 */
function toReplyFilter(userId: string): SQL {
  const since = new Date(Date.now() - TO_REPLY_DAYS * 86_400_000).toISOString();
  return sql`(not ${m.isSent} and not ${m.isDraft} and not ${m.isTrash} and ${m.date} > ${since}
    and (${m.asks} or ${m.labels} @> ${sql.raw(`'{${TO_REPLY}}'::text[]`)})
    and not exists (select 1 from mail_message n where n.user_id = ${m.userId} and n.thread_id = ${m.threadId}
      and not n.is_draft and not n.is_trash and (n.date > ${m.date} or (n.date = ${m.date} and n.id > ${m.id})))
    and exists (select 1 from jsonb_array_elements(${m.to} || ${m.cc}) as a where lower(a->>'email') in (
      select lower(ma.email) from mail_account ma where ma.user_id = ${userId} and ma.email is not null
      union select lower(ma.external_email) from mail_account ma where ma.user_id = ${userId} and ma.external_email is not null
      union select lower(u.email) from "user" u where u.id = ${userId})))`;
}

export interface SearchScope {
  userId: string;
  now: Date;
}

/** Which header weights of `people` an operator looks in. Gmail's to: also finds Cc and Bcc recipients. */
const PEOPLE_WEIGHTS: Partial<Record<SearchOperator, string>> = { from: 'A', to: 'BCD', cc: 'C', bcc: 'D' };

/**
 * A tsquery that matches the value's words, in order, each as the start of a
 * word of a name or address: from:alice finds "Alice Archer <alice-x@…>",
 * from:example.com any address at example.com; with `whole`, each as a whole
 * word. Split on the same characters the `people` column was, inside the
 * database, so both sides agree.
 */
function peopleQuery(value: string, weights: string, match: 'start' | 'whole' = 'start'): SQL {
  const words = sql`trim(regexp_replace(lower(${value}), '[^[:alnum:]]+', ' ', 'g'))`;
  const suffix = `${match === 'start' ? ':*' : ':'}${weights}`;
  return sql`to_tsquery('simple', case when ${words} = '' then '' else regexp_replace(${words}, ' ', ${`${suffix} <-> `}, 'g') || ${suffix} end)`;
}

/**
 * One searched word: its English stem, or the word as written. The sender's name is kept unstemmed in the
 * search vector (a name is not English: "Alice" would stem to "alic"), so "alice" finds mail from Alice only
 * through the word as written. A stop word stays empty and drops out of the words around it.
 */
function wordQuery(word: string): SQL {
  const stem = sql`plainto_tsquery('english', ${word})`;
  return sql`(case when numnode(${stem}) = 0 then ${stem} else ${stem} || plainto_tsquery('simple', ${word}) end)`;
}

/** Words searched together in one tsquery: stop words drop out instead of emptying the match. */
function wordsCondition(words: string[]): SQL {
  const fts = sql`${m.search} @@ (${sql.join(words.map(wordQuery), sql` && `)})`;
  const addresses = words.filter((w) => w.includes('@'));
  if (addresses.length === 0) return fts;
  // A bare address finds the mail it was on, as sender or recipient.
  return sql`(${fts} or ${sql.join(
    addresses.map((a) => sql`${m.people} @@ ${peopleQuery(a, 'ABCD')}`),
    sql` or `,
  )})`;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function placeCondition(value: string, scope: SearchScope): SQL {
  switch (value) {
    case 'inbox':
      return tabFilter('inbox', scope.userId);
    case 'sent':
      return tabFilter('sent', scope.userId);
    case 'drafts':
    case 'draft':
      return tabFilter('drafts', scope.userId);
    case 'trash':
      return tabFilter('trash', scope.userId);
    case 'archive':
    case 'archived':
      return tabFilter('archived', scope.userId);
    case 'snoozed':
      return tabFilter('snoozed', scope.userId);
    case 'starred':
      return tabFilter('starred', scope.userId);
    case 'anywhere':
      return sql`true`;
    default:
      // A folder of an IMAP account, by name or path, or a Gmail label by its id.
      return sql`(${m.folderId} in (select ${mailFolder.id} from ${mailFolder} where ${mailFolder.userId} = ${scope.userId}
        and (lower(${mailFolder.name}) = ${value} or lower(${mailFolder.path}) = ${value}))
        or exists (select 1 from unnest(${m.labels}) as l where lower(l) = ${value}))`;
  }
}

/** The user's own addresses, lower case: their sign-in address and every account's. */
function myAddresses(scope: SearchScope): SQL {
  return sql`(select lower(ma.email) from ${mailAccount} ma where ma.user_id = ${scope.userId} and ma.email is not null
    union select lower(ma.external_email) from ${mailAccount} ma where ma.user_id = ${scope.userId} and ma.external_email is not null
    union select lower(u.email) from ${user} u where u.id = ${scope.userId})`;
}

/** Gmail's from:me and to:me: mail the user sent, or mail to any of their addresses. */
function meCondition(name: 'from' | 'to' | 'cc' | 'bcc', scope: SearchScope): SQL {
  if (name === 'from') return sql`lower(${m.fromEmail}) in ${myAddresses(scope)}`;
  const headers = name === 'to' ? sql`${m.to} || ${m.cc} || ${m.bcc}` : name === 'cc' ? sql`${m.cc}` : sql`${m.bcc}`;
  return sql`exists (select 1 from jsonb_array_elements(${headers}) as a where lower(a->>'email') in ${myAddresses(scope)})`;
}

function operatorCondition(name: SearchOperator, value: string, scope: SearchScope): SQL {
  switch (name) {
    case 'from':
    case 'to':
    case 'cc':
    case 'bcc':
      if (value.toLowerCase() === 'me') return meCondition(name, scope);
      return sql`${m.people} @@ ${peopleQuery(value, PEOPLE_WEIGHTS[name]!)}`;
    case 'subject':
      // The index narrows; the subject's own vector keeps body-only matches out.
      return sql`(${textPhraseCondition(value)} and to_tsvector('english', ${m.subject}) @@ phraseto_tsquery('english', ${value}))`;
    case 'has':
      return sql`${m.hasAttachments}`;
    case 'filename': {
      // A bare extension (pdf, .docx) finds names ending with it; anything else finds names containing it.
      const extension = /^\.?[a-z0-9]{1,5}$/i.test(value) && !value.includes(' ');
      const pattern = extension ? `%.${escapeLike(value.replace(/^\./, '').toLowerCase())}` : `%${escapeLike(value.toLowerCase())}%`;
      return sql`exists (select 1 from ${mailAttachment} where ${mailAttachment.messageId} = ${m.id} and lower(${mailAttachment.filename}) like ${pattern})`;
    }
    case 'is':
      switch (value) {
        case 'unread':
          return sql`${m.unread}`;
        case 'read':
          return sql`not ${m.unread}`;
        case 'starred':
          return sql`${m.starred}`;
        default:
          return sql`${m.snoozedUntil} is not null`;
      }
    case 'in':
      return placeCondition(value.toLowerCase(), scope);
    case 'label': {
      // The user's own label by name (Gmail writes a space in a name as "-"), or a provider's label by its id.
      const label = value.toLowerCase();
      return sql`(${m.labels} && array(select ${mailLabel.id} from ${mailLabel} where ${mailLabel.userId} = ${scope.userId}
        and (lower(${mailLabel.name}) = ${label} or replace(lower(${mailLabel.name}), ' ', '-') = ${label}))
        or exists (select 1 from unnest(${m.labels}) as l where lower(l) = ${label}))`;
    }
    case 'account': {
      const account = value.toLowerCase();
      return sql`${m.accountId} in (select ${mailAccount.id} from ${mailAccount} where ${mailAccount.userId} = ${scope.userId}
        and (${mailAccount.id} = ${value} or lower(${mailAccount.email}) = ${account} or lower(${mailAccount.externalEmail}) = ${account}
          or lower(${mailAccount.displayName}) = ${account}
          or (${mailAccount.provider} = 'local' and ${account} = (select lower(${user.email}) from ${user} where ${user.id} = ${scope.userId}))))`;
    }
    case 'after':
      return sql`${m.date} >= ${parseSearchDate(value)!.toISOString()}`;
    case 'before':
      return sql`${m.date} < ${parseSearchDate(value)!.toISOString()}`;
    case 'newer_than':
      return sql`${m.date} > ${ageCutoff(parseSearchAge(value)!, scope.now).toISOString()}`;
    case 'older_than':
      return sql`${m.date} < ${ageCutoff(parseSearchAge(value)!, scope.now).toISOString()}`;
    case 'larger':
      return sql`coalesce(${m.sizeEstimate}, 0) > ${parseSearchSize(value)!}`;
    case 'smaller':
      return sql`coalesce(${m.sizeEstimate}, 0) < ${parseSearchSize(value)!}`;
  }
}

/**
 * Whether the phrase surely holds a pair of neighbouring words the pairs' index knows: two plain words
 * side by side, neither a stop word. Anything else (digits, punctuation) may be split or dropped by the
 * database's parser, and a phrase with no pair at all would ask the index for every message.
 */
function hasWordPair(text: string): boolean {
  const plain = (word: string | undefined) => word !== undefined && /^[a-z]{1,100}$/.test(word) && !STOP_WORDS.has(word);
  const words = text.toLowerCase().split(/\s+/);
  return words.some((word, i) => plain(word) && plain(words[i + 1]));
}

/**
 * Messages holding the words of `text` side by side, in order, in their text or, whole, in any name or
 * address: a quoted full name finds the person's mail, which the text's phrase cannot, as it is matched in
 * its English form and names are kept as written ("Alice Archer" would look for alic archer).
 */
function phraseCondition(text: string): SQL {
  return sql`(${textPhraseCondition(text)} or ${m.people} @@ ${peopleQuery(text, 'ABCD', 'whole')})`;
}

/** Messages whose subject, sender or text hold the words of `text` side by side, in order. */
function textPhraseCondition(text: string): SQL {
  if (hasWordPair(text)) {
    // The pairs' index alone narrows it; the vector only confirms the order (and the gaps its stop words
    // leave) in a function the words' index cannot serve, else the planner, which judges how rare two
    // words are together poorly, would read every message holding both words instead.
    return sql`(${m.searchPairs} @> mail_search_pairs(to_tsvector('english', ${text})) and ts_match_vq(${m.search}, phraseto_tsquery('english', ${text})))`;
  }
  // The words alone as well: the planner reads a phrase's selectivity poorly and would otherwise walk
  // the whole mailbox by date checking each message, where the words' index finds the few that hold them.
  return sql`(${m.search} @@ plainto_tsquery('english', ${text}) and ${m.search} @@ phraseto_tsquery('english', ${text}))`;
}

/** The SQL condition for a parsed query. */
export function searchCondition(node: SearchNode, scope: SearchScope): SQL {
  switch (node.type) {
    case 'word':
      return wordsCondition([node.text]);
    case 'phrase':
      return phraseCondition(node.text);
    case 'operator':
      return operatorCondition(node.name, node.value, scope);
    case 'not':
      return sql`not (${searchCondition(node.node, scope)})`;
    case 'or':
      return sql`(${sql.join(
        node.nodes.map((n) => searchCondition(n, scope)),
        sql` or `,
      )})`;
    case 'and': {
      // Plain words of one AND share a tsquery; everything else is its own condition.
      const words = node.nodes.filter((n): n is Extract<SearchNode, { type: 'word' }> => n.type === 'word').map((n) => n.text);
      const parts = node.nodes.filter((n) => n.type !== 'word').map((n) => searchCondition(n, scope));
      if (words.length) parts.unshift(wordsCondition(words));
      return sql`(${sql.join(parts, sql` and `)})`;
    }
  }
}
