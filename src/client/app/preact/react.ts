/**
 * What `import … from 'react'` gives the client's code and its libraries (vite.config.ts): preact/compat, with
 * React's useId. Preact numbers ids per render root, and every portal (a menu, a select's list, a dialog) is a
 * root of its own, so an option inside a portal got the id of an element of the page: its aria-labelledby then
 * named the wrong text. Nothing here is rendered on the server, so a counter is enough.
 */
import compat from 'preact/compat';
import { useState } from 'preact/hooks';

let issued = 0;

export function useId(): string {
  const [id] = useState(() => `eb-${(issued++).toString(36)}`);
  return id;
}

// @ts-expect-error -- preact/compat's types say `export =`; the module itself has named exports, which the bundler reads.
export * from 'preact/compat';
export default { ...compat, useId };
