import { describe, expect, it } from 'vitest';
import { rewriteLucideImports } from './lucide-direct-imports';

const files = new Map([
  ['Mail', '/icons/mail.mjs'],
  ['MailIcon', '/icons/mail.mjs'],
  ['X', '/icons/x.mjs'],
]);

describe('rewriteLucideImports', () => {
  it('imports each icon from its own file', () => {
    expect(rewriteLucideImports(`import { Mail, X } from 'lucide-react';\nuse(Mail);`, files)).toBe(
      `import Mail from "/icons/mail.mjs"; import X from "/icons/x.mjs";\nuse(Mail);`,
    );
  });

  it('keeps a local name given with as, over several lines', () => {
    expect(rewriteLucideImports(`import {\n  MailIcon as Envelope,\n  X,\n} from "lucide-react"`, files)).toBe(
      `import Envelope from "/icons/mail.mjs"; import X from "/icons/x.mjs";`,
    );
  });

  it('moves types beside the icons into a type-only import', () => {
    expect(rewriteLucideImports(`import { Mail, type LucideIcon } from 'lucide-react';`, files)).toBe(
      `import Mail from "/icons/mail.mjs"; import type { LucideIcon } from 'lucide-react';`,
    );
  });

  it('keeps what is not an icon as an import from the package', () => {
    expect(rewriteLucideImports(`import { X, createLucideIcon } from 'lucide-react';`, files)).toBe(
      `import X from "/icons/x.mjs"; import { createLucideIcon } from 'lucide-react';`,
    );
  });

  it('leaves imports without icons, and other packages, as they are', () => {
    const code = `import type { LucideIcon } from 'lucide-react';\nimport { Mail } from './mail';\nimport { useId } from 'react';`;
    expect(rewriteLucideImports(code, files)).toBe(code);
  });
});
