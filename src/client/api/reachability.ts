/**
 * A server that does not answer is offline too. The browser's own online flag
 * stays true when only the server is down (stopped, restarting, a broken
 * proxy), so without this the app kept asking, showed "Failed to load" and
 * never the saved copy it shows when the network is gone. The first request
 * that gets no answer at all marks the app offline; the server is then asked
 * again every few seconds and, once it answers, the app is online again.
 */
import { onlineManager } from '@tanstack/react-query';

export const PROBE_EVERY_MS = 5_000;

let probe: ReturnType<typeof setTimeout> | undefined;
let checking = false;

/** How long a check waits: a server that takes connections but never answers is not there either. */
const CHECK_TIMEOUT_MS = 4_000;

async function answers(): Promise<boolean> {
  try {
    const response = await fetch('/api/health', { cache: 'no-store', credentials: 'same-origin', signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    // The server's own answer, even "the database is down" (503, as JSON), means it is there; a proxy's 502 or 504
    // page in front of a stopped server does not.
    const body = (await response.json().catch(() => null)) as { ok?: unknown } | null;
    return typeof body?.ok === 'boolean';
  } catch {
    return false;
  }
}

function scheduleProbe() {
  probe = setTimeout(() => {
    void answers().then((back) => {
      probe = undefined;
      if (back) {
        // Without a network the browser's own flag decides; its "online" event ends that.
        if (navigator.onLine) onlineManager.setOnline(true);
        return;
      }
      // The network came back (its "online" event) while the server is still away: offline again.
      if (navigator.onLine && onlineManager.isOnline()) onlineManager.setOnline(false);
      scheduleProbe();
    });
  }, PROBE_EVERY_MS);
}

/**
 * A request got no answer. One lost answer (a dropped connection) is not a server gone: only when the server
 * does not answer a check either, while the browser thinks it is online, is the app offline.
 */
export function serverUnreachable(): void {
  if (typeof navigator === 'undefined' || !navigator.onLine || !onlineManager.isOnline() || checking) return;
  checking = true;
  void answers().then((up) => {
    checking = false;
    if (up || !navigator.onLine || !onlineManager.isOnline()) return;
    onlineManager.setOnline(false);
    if (!probe) scheduleProbe();
  });
}
