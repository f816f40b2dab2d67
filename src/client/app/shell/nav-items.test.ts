import { describe, expect, it } from 'vitest';
import { APP_NAV_ITEMS, navItemActive } from './nav-items';

const active = (pathname: string, search = '') => APP_NAV_ITEMS.filter((item) => navItemActive(item, pathname, search)).map((item) => item.label);

describe('navItemActive', () => {
  it('marks New Email on a fresh compose only, not on a reply, a forward, a draft or a scheduled email', () => {
    expect(active('/compose')).toEqual(['New Email']);
    expect(active('/compose', '?to=ada%40example.com')).toEqual(['New Email']);
    for (const search of ['?reply=m1', '?reply=m1&all=1', '?forward=m1', '?draft=d1', '?scheduled=s1']) expect(active('/compose', search), search).toEqual([]);
  });

  it('marks a section on its own pages, and the dashboard on a single message', () => {
    expect(active('/settings/ai')).toEqual(['Settings']);
    expect(active('/message/m1')).toEqual(['Dashboard']);
    expect(active('/templates')).toEqual(['Templates']);
  });
});
