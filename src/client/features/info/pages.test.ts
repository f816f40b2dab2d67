import { describe, expect, it } from 'vitest';
import { FOOTER_COLUMNS } from '../../app/shell/site-footer';
import { INFO_PAGES, infoPageAt } from './pages';
import { INFO_PATHS } from './paths';

describe('the information pages', () => {
  it('give every footer link a page: an anchor of the landing page or a routed page of its own, never the 404', () => {
    const paths = FOOTER_COLUMNS.flatMap((column) => column.links.map((link) => link.to)).filter((to) => !to.startsWith('/#'));
    expect(paths.length).toBeGreaterThanOrEqual(8);
    for (const path of paths) {
      expect(infoPageAt(path)?.path, path).toBe(path);
      expect(INFO_PATHS, path).toContain(path.slice(1));
    }
  });

  it('have one page for each routed path, found with or without a trailing slash', () => {
    expect(INFO_PAGES.map((page) => page.path).sort()).toEqual(INFO_PATHS.map((path) => `/${path}`).sort());
    expect(infoPageAt('/privacy/')?.title).toBe('Privacy');
    expect(infoPageAt('/pricing')).toBeUndefined();
  });

  it('send people only to Settings tabs that exist and hold what the text says', () => {
    // Account and Privacy are placeholders; mailboxes and the undo window are under Email.
    const texts = INFO_PAGES.flatMap((page) => [page.lead, ...page.sections.flatMap((section) => [...(section.paragraphs ?? []), ...(section.points ?? [])])]);
    const named = texts.flatMap((text) => [...text.matchAll(/Settings, (Account|AI Features|Email|Import and export|Privacy)?/g)].map((m) => m[1] ?? 'an unknown tab'));
    expect(new Set(named)).toEqual(new Set(['Email', 'AI Features', 'Import and export']));
  });

  it('include the Terms and Privacy the sign-up form names', () => {
    expect(infoPageAt('/terms')?.title).toBe('Terms');
    expect(infoPageAt('/privacy')?.title).toBe('Privacy');
  });
});
