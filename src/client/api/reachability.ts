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

async function answers(): Promise<boolean> {
  try {
    // Any answer, even "the database is down" (503), means the server itself is back.
    await fetch('/api/health', { cache: 'no-store', credentials: 'same-origin' });
    return true;
  } catch {
    return false;
  }
}

function scheduleProbe() {
  probe = setTimeout(() => {
    void answers().then((back) => {
      probe = undefined;
      if (!back) return scheduleProbe();
      // Without a network the browser's own flag decides; its "online" event ends that.
      if (navigator.onLine) onlineManager.setOnline(true);
    });
  }, PROBE_EVERY_MS);
}

/**
 * A request got no answer. One lost answer (a dropped connection) is not a server gone: only when the server
 * does not answer a check either, while the browser thinks it is online, is the app offline.
 */
export function serverUnreachable(): void {
  if (typeof navigator === 'undefined' || !navigator.onLine || !onlineManager.isOnline() || checking || probe) return;
  checking = true;
  void answers().then((up) => {
    checking = false;
    if (up || !navigator.onLine || !onlineManager.isOnline()) return;
    onlineManager.setOnline(false);
    scheduleProbe();
  });
}
