import { describe, expect, it } from 'vitest';
import { ENDLESS_PAGE_SIZE, joinPages, type ListItem } from './mail';

const row = (n: number) => ({ id: `m${n}`, subject: `Message ${n}` }) as ListItem;
const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => row(from + i));
const counts = { inbox: 0, starred: 0, sent: 0, drafts: 0, archived: 0, trash: 0, snoozed: 0 };
const page = (items: ListItem[], total: number, state: Partial<{ isFetching: boolean; isError: boolean; totalCapped: boolean }> = {}) => ({
  data: { items, total, ...(state.totalCapped ? { totalCapped: true } : {}), page: 1, pageSize: ENDLESS_PAGE_SIZE, counts, unread: 3 } as never,
  isLoading: false,
  isError: state.isError ?? false,
  isFetching: state.isFetching ?? false,
  refetch: () => Promise.resolve(),
});
const waiting = { data: undefined, isLoading: true, isError: false, isFetching: true, refetch: () => Promise.resolve() };

describe('an endless list joins the pages read so far', () => {
  it('keeps their order and says more is there while the last page was full and the total is not reached', () => {
    const list = joinPages([page(rows(1, 100), 250), page(rows(101, 100), 250)]);
    expect(list.data?.items.map((m) => m.id)).toEqual(rows(1, 200).map((m) => m.id));
    expect(list.data?.total).toBe(250);
    expect(list.hasMore).toBe(true);
    expect(list.loadingMore).toBe(false);
  });

  it('has no more once a short page or the total is reached', () => {
    expect(joinPages([page(rows(1, 100), 150), page(rows(101, 50), 150)]).hasMore).toBe(false);
    expect(joinPages([page(rows(1, 100), 100)]).hasMore).toBe(false);
  });

  it('goes on past a count that stopped at its cap while the last page is full', () => {
    const capped = (from: number) => page(rows(from, 100), 1000, { totalCapped: true });
    const pages = Array.from({ length: 10 }, (_, i) => capped(1 + i * 100));
    expect(joinPages(pages).hasMore).toBe(true);
    expect(joinPages([...pages, page(rows(1001, 40), 1040)]).hasMore).toBe(false);
  });

  it('takes the total of the page that counted furthest: 1,500 matches go on past the first thousand', () => {
    const capped = Array.from({ length: 9 }, (_, i) => page(rows(1 + i * 100, 100), 1000, { totalCapped: true }));
    const list = joinPages([...capped, page(rows(901, 100), 1500)]);
    expect(list.hasMore).toBe(true);
    expect(list.data?.total).toBe(1500);
    expect(list.data?.totalCapped).toBeFalsy();
  });

  it('shows a row pushed onto the next page by newly arrived mail once', () => {
    // Two messages came between reading page 1 and page 2: page 2 starts with page 1's last two rows.
    const list = joinPages([page(rows(1, 100), 252), page(rows(99, 100), 252)]);
    const ids = list.data!.items.map((m) => m.id);
    expect(ids).toHaveLength(198);
    expect(new Set(ids).size).toBe(198);
    expect(ids.slice(97, 100)).toEqual(['m98', 'm99', 'm100']);
  });

  it('is loading more while the next page is on its way, and loading while the first is', () => {
    const more = joinPages([page(rows(1, 100), 250), waiting]);
    expect(more.loadingMore).toBe(true);
    expect(more.hasMore).toBe(false);
    expect(more.data?.items).toHaveLength(100);
    const first = joinPages([waiting]);
    expect(first.isLoading).toBe(true);
    expect(first.data).toBeUndefined();
    expect(first.loadingMore).toBe(false);
  });

  it('fails when any page failed', () => {
    expect(joinPages([page(rows(1, 100), 250), page([], 250, { isError: true })]).isError).toBe(true);
  });
});
