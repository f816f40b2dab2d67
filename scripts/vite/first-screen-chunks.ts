import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The modules a first visit needs, in as few files as they can be. Left to itself the bundler cuts a chunk for
 * every set of lazy screens sharing a module, so the dashboard's first visit fetched 84 files, many of a few
 * hundred bytes, and compressed each alone (about 20 kB more gzipped than the same code in one file).
 *
 * Here each module the entry does not hold goes to one chunk per set of first screens that need it: the
 * landing page, the sign-in page, the dashboard, and the two pieces the entry loads on any page (the toasts and
 * the update prompt). A screen so downloads its own chunk and those it shares, never code of a screen it is
 * not. Any other screen importing one of those modules loads the chunk holding it.
 */
export const SCREENS: Record<string, string[]> = {
  landing: ['app/PublicLayout.tsx', 'features/landing/LandingPage.tsx'],
  auth: ['app/SessionRoot.tsx', 'features/auth/AuthPage.tsx', 'features/auth/GoogleCallbackPage.tsx'],
  dashboard: ['app/SessionRoot.tsx', 'app/AppLayout.tsx', 'app/MailScreen.tsx'],
  toast: ['ui/toast.tsx'],
  update: ['app/UpdatePrompt.tsx'],
};
/** Of those, the pieces loaded on any page rather than screens. */
export const PIECES = ['toast', 'update'];

export function firstScreenChunks() {
  const src = path.resolve(import.meta.dirname, '../../src/client');
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
      const starts = Object.values(SCREENS).flat().map((file) => path.join(src, file));
      const needs = new Map<string, string[]>();
      for (const [screen, files] of Object.entries(SCREENS)) {
        for (const id of closure(files.map((file) => path.join(src, file)))) {
          if (!entry.has(id)) needs.set(id, [...(needs.get(id) ?? []), screen]);
        }
      }
      chunkOf.clear();
      for (const id of entry) chunkOf.set(id, 'shell');
      for (const [id, screens] of needs) {
        // Modules two first screens share go together whether or not the toasts or the update prompt use them
        // too: a chunk per such combination was many files of a few hundred bytes again. The pieces then load
        // that shared chunk, which on a signed-in page is there already.
        const first = screens.filter((screen) => !PIECES.includes(screen));
        chunkOf.set(id, (first.length >= 2 ? first : screens).join('-'));
      }
      // The screens' own modules keep a chunk each, under their names in the build manifest, which the size
      // bench (bench/client-bundle.ts) and the router's lazy routes go by.
      for (const id of starts) chunkOf.delete(id);
    },
  };
  // A group brings its modules' imports along unless a group of higher priority has claimed them. What a module
  // imports is needed by every screen that needs the module, and maybe more: so the chunks shared by more screens
  // go first (one group per count of screens, named per module), and the shell before all.
  const shares = (id: string) => (chunkOf.get(id) ?? '').split('-').length;
  const groups = [
    { name: 'shell', priority: 100, test: (id: string) => chunkOf.get(id) === 'shell' },
    ...Object.keys(SCREENS).map((_, i) => ({
      priority: i + 1,
      name: (id: string) => (chunkOf.has(id) && chunkOf.get(id) !== 'shell' && shares(id) === i + 1 ? chunkOf.get(id)! : null),
    })),
  ];
  return { plugin, groups };
}
