import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The modules the landing page and the dashboard need on a first visit, each set in as few files as it can be.
 * Left to itself the bundler cuts a chunk for every set of lazy screens sharing a module, so the dashboard's
 * first visit fetched 84 files, many of a few hundred bytes, and compressed each alone (about 20 kB more
 * gzipped than the same code in one file). Here the dashboard's own modules (the routes around it and all
 * they import) become one chunk, those the sign-in page needs as well (the session root's) another, and those
 * it shares with the landing page a third; the entry keeps its own.
 * Any other screen importing one of those modules loads that chunk, which a signed-in visitor already has.
 */
export function firstScreenChunks() {
  const src = path.resolve(import.meta.dirname, '../../src/client');
  const routes = {
    landing: ['app/PublicLayout.tsx', 'features/landing/LandingPage.tsx'],
    // The session root comes first: it is also around the sign-in page, which gets its share alone.
    dashboard: ['app/SessionRoot.tsx', 'app/AppLayout.tsx', 'app/MailScreen.tsx'],
  };
  const chunkOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'email-buddy:first-screen-chunks',
    apply: 'build',
    buildEnd() {
      const closure = (starts: string[]) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
        };
        starts.forEach(visit);
        return seen;
      };
      const entry = closure([...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry));
      const starts = Object.fromEntries(Object.entries(routes).map(([route, files]) => [route, files.map((file) => path.join(src, file))]));
      const landing = closure(starts.landing!);
      const session = closure([starts.dashboard![0]!]);
      const dashboard = closure(starts.dashboard!);
      chunkOf.clear();
      for (const id of entry) chunkOf.set(id, 'shell');
      for (const id of dashboard) {
        if (entry.has(id)) continue;
        chunkOf.set(id, landing.has(id) ? 'common' : session.has(id) ? 'session' : 'dashboard');
      }
      // The routes' own modules keep a chunk each, under their names in the build manifest, which the size
      // bench (bench/client-bundle.ts) and the browser's route loading go by.
      for (const id of Object.values(starts).flat()) chunkOf.delete(id);
    },
  };
  // Higher priority first: a module is taken by the first group it belongs to, and a group brings its modules'
  // imports along, so the shell must claim its own before the dashboard's group pulls them in.
  const group = (name: string, priority: number) => ({ name, priority, test: (id: string) => chunkOf.get(id) === name });
  return { plugin, groups: [group('shell', 4), group('common', 3), group('session', 2), group('dashboard', 1)] };
}

