import { useEffect, useState } from 'react';

/**
 * Whether someone is signed in, for the public pages: asked of the server once, without the app's session
 * machinery (the offline copy, the query cache), which the landing page does not load.
 */
export function useSignedIn(): boolean {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    const abort = new AbortController();
    fetch('/api/auth/get-session', { signal: abort.signal, headers: { accept: 'application/json' } })
      .then((res) => (res.ok ? (res.json() as Promise<{ user?: unknown } | null>) : null))
      .then((data) => setSignedIn(Boolean(data?.user)))
      .catch(() => undefined);
    return () => abort.abort();
  }, []);
  return signedIn;
}
