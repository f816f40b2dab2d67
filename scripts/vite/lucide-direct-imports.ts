/**
 * Rewrites `import { Mail, X } from 'lucide-react'` in the app's sources into one import per icon file.
 * lucide-react's index re-exports some 1,900 icons; tree-shaking drops the unused ones from the output, but
 * the module graph a build sees still runs through that index to every icon, so it cannot tell which icons
 * a screen needs (first-screen-chunks.ts reads that graph). With direct imports the graph is exact, and the
 * build no longer parses the whole index.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"];?/g;

/** Every exported icon name (Mail, MailIcon, LucideMail) → the absolute path of its module. */
function iconFiles(): Map<string, string> {
  const index = createRequire(import.meta.url).resolve('lucide-react').replace(/[\\/]cjs[\\/].*$/, '/esm/lucide-react.mjs');
  const files = new Map<string, string>();
  for (const line of readFileSync(index, 'utf8').split('\n')) {
    const exported = /^export \{([^}]*)\} from '(\.\/icons\/[^']+\.mjs)';$/.exec(line);
    if (!exported) continue;
    const file = path.resolve(path.dirname(index), exported[2]!);
    for (const name of exported[1]!.matchAll(/default as (\w+)/g)) files.set(name[1]!, file);
  }
  return files;
}

export function rewriteLucideImports(code: string, files: Map<string, string>): string {
  return code.replace(IMPORT, (whole, list: string) => {
    const icons: string[] = [];
    const rest: string[] = [];
    for (const raw of list.split(',').map((s) => s.trim()).filter(Boolean)) {
      const [name, alias] = raw.split(/\s+as\s+/);
      const file = !raw.startsWith('type ') ? files.get(name!) : undefined;
      if (file) icons.push(`import ${alias ?? name} from ${JSON.stringify(file)};`);
      else rest.push(raw);
    }
    if (icons.length === 0) return whole;
    // Types alone (LucideIcon, LucideProps) go in a type-only import, which leaves nothing behind at run time.
    const onlyTypes = rest.every((s) => s.startsWith('type '));
    const others = rest.length === 0 ? '' : onlyTypes
      ? `import type { ${rest.map((s) => s.replace(/^type\s+/, '')).join(', ')} } from 'lucide-react';`
      : `import { ${rest.join(', ')} } from 'lucide-react';`;
    return [...icons, others].filter(Boolean).join(' ');
  });
}

export function lucideDirectImports(): Plugin {
  let files: Map<string, string> | undefined;
  return {
    name: 'email-buddy:lucide-direct-imports',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.[jt]sx?$/.test(id) || !code.includes('lucide-react')) return null;
      files ??= iconFiles();
      const rewritten = rewriteLucideImports(code, files);
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}
