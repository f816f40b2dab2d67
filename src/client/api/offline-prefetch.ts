/**
 * Fills the offline copy beyond what was looked at: for each account the
 * newest 500 messages of all its mail (trash aside) as list rows, and the
 * bodies of the newest of them (the "keep offline" count, from the "keep"
 * days), so a message never opened online still opens on the train.
 *
 * It runs only under the service worker (without it the app cannot start
 * offline, so the copy would serve no one), online, at most every 15
 * minutes, two requests at a time, and stops when the network goes.
 */
import { onlineManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { DAY_MS, keepOffline } from '../lib/offline/cache';
import { OFFLINE_KEYS, readOffline, writeOffline } from '../lib/offline/store';
import { useAccounts } from './accounts';
import { api, unwrap } from './client';
import { mailKeys, type MailList } from './mail';

const EVERY_MS = 15 * 60_000;
const LIST_ROWS = 500;
const PAGE_ROWS = 100;
const AT_ONCE = 2;
/** All of an account's mail but the trash, newest first. */
const ALL_MAIL = 'in:anywhere -in:trash';

/** Where the prefetched rows live: beside the visited lists, so row actions and offline search see them. */
export const offlineListKey = (account: string, page: number) => [...mailKeys.lists(), 'offline', account, page] as const;

async function inBatches<T>(items: readonly T[], work: (item: T) => Promise<unknown>, signal: AbortSignal) {
  let next = 0;
  const worker = async () => {
    while (next < items.length && !signal.aborted && onlineManager.isOnline()) await work(items[next++]!).catch(() => undefined);
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
}

/** Fetches the rows and bodies for `accounts` into `qc`; returns how many of each it holds. */
export async function prefetchForOffline(qc: QueryClient, accounts: readonly string[], signal: AbortSignal, now = Date.now()) {
  const keep = keepOffline();
  // A day in memory (the saved copy keeps them longer): a longer timer than 2^31 ms fires at once in browsers.
  const gcTime = DAY_MS;
  let rows = 0;
  let bodies = 0;
  for (const account of accounts) {
    const items: MailList['items'] = [];
    for (let page = 1; page * PAGE_ROWS <= LIST_ROWS && !signal.aborted; page += 1) {
      const query = { q: ALL_MAIL, account, page: String(page), pageSize: String(PAGE_ROWS) };
      const list = await qc.fetchQuery({
        queryKey: offlineListKey(account, page),
        queryFn: () => unwrap(api.mail.messages.$get({ query }, { init: { signal } })),
        gcTime,
        staleTime: EVERY_MS,
      });
      items.push(...list.items);
      if (list.items.length < PAGE_ROWS) break;
    }
    rows += items.length;
    const newest = items.filter((i) => i.date && now - Date.parse(i.date) <= keep.days * DAY_MS).slice(0, keep.messages);
    await inBatches(
      newest,
      (item) =>
        qc.prefetchQuery({
          queryKey: mailKeys.message(item.id),
          queryFn: () => unwrap(api.mail.messages[':id'].$get({ param: { id: item.id }, query: {} }, { init: { signal } })),
          gcTime,
          staleTime: Infinity,
        }),
      signal,
    );
    bodies += newest.filter((i) => qc.getQueryData(mailKeys.message(i.id))).length;
  }
  return { rows, bodies };
}

/** Keeps the offline copy filled while the app is installed for offline use. */
export function useOfflinePrefetch(enabled: boolean) {
  const qc = useQueryClient();
  const accounts = useAccounts();
  const ids = accounts.data?.map((a) => a.id).join(',') ?? '';
  useEffect(() => {
    if (!enabled || !ids) return;
    const controller = new AbortController();
    const run = async () => {
      if (!navigator.serviceWorker?.controller || !onlineManager.isOnline()) return;
      const last = (await readOffline<number>(OFFLINE_KEYS.prefetchedAt).catch(() => undefined)) ?? 0;
      if (Date.now() - last < EVERY_MS || controller.signal.aborted) return;
      await prefetchForOffline(qc, ids.split(','), controller.signal);
      if (!controller.signal.aborted) await writeOffline(OFFLINE_KEYS.prefetchedAt, Date.now()).catch(() => undefined);
    };
    // After the first screen has what it needs.
    const timer = setTimeout(() => void run().catch(() => undefined), 2_000);
    const unsubscribe = onlineManager.subscribe((online) => online && void run().catch(() => undefined));
    return () => {
      clearTimeout(timer);
      unsubscribe();
      controller.abort();
    };
  }, [enabled, ids, qc]);
}
