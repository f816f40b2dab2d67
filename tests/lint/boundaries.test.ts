/**
 * The lint rules that keep features apart and the network in client/api must
 * be able to fail: each case lints a snippet as if it sat at the given path,
 * with the project's own ESLint configuration.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function rulesBroken(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('feature boundaries', () => {
  it('fails a feature that imports from another feature', async () => {
    expect(await rulesBroken("import { x } from '../templates/TemplateDialog';\nexport const y = x;\n", 'src/client/features/compose/Example.tsx')).toContain(
      'boundaries/no-cross-feature-import',
    );
    expect(await rulesBroken("export { x } from '../../features/dashboard/texts';\n", 'src/client/features/message/sub/Example.ts')).toContain(
      'boundaries/no-cross-feature-import',
    );
    expect(await rulesBroken("export const load = () => import('../scheduled/ScheduledPage');\n", 'src/client/features/compose/Example.ts')).toContain(
      'boundaries/no-cross-feature-import',
    );
  });

  it('lets a feature import its own files and the shared layers', async () => {
    const code = [
      "import { a } from './texts';",
      "import { b } from '../../api/templates';",
      "import { c } from '../../ui/button';",
      "import { d } from '../../lib/utils';",
      "import { e } from '../../../core/templates/search';",
      'export const all = [a, b, c, d, e];',
      '',
    ].join('\n');
    expect(await rulesBroken(code, 'src/client/features/compose/Example.tsx')).toEqual([]);
    expect(await rulesBroken("import { Page } from '../features/compose/ComposePage';\nexport const p = Page;\n", 'src/client/app/Example.tsx')).toEqual([]);
  });
});

describe('the network only through client/api', () => {
  it('fails fetch, EventSource and XMLHttpRequest anywhere else in the client', async () => {
    for (const code of [
      "export const f = () => fetch('/api/me');\n",
      "export const f = () => window.fetch('/api/me');\n",
      "export const s = () => new EventSource('/api/events');\n",
      'export const x = () => new XMLHttpRequest();\n',
    ]) {
      const broken = await rulesBroken(code, 'src/client/features/dashboard/Example.ts');
      expect(broken.some((rule) => rule === 'no-restricted-globals' || rule === 'no-restricted-properties'), code).toBe(true);
    }
    expect(await rulesBroken("export const f = () => fetch('/api/me');\n", 'src/client/lib/Example.ts')).toContain('no-restricted-globals');
  });

  it('lets client/api call the network', async () => {
    expect(await rulesBroken("export const f = () => fetch('/api/me');\n", 'src/client/api/Example.ts')).toEqual([]);
  });
});
