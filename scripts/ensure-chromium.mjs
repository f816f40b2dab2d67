// Browser tests drive Debian's Chromium (no browser downloads here); install it when missing.
import { ensureInstalled } from './apt.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  ensureInstalled(CHROMIUM, ['chromium', 'fonts-liberation'], 'Chromium');
}

if (process.argv[1]?.endsWith('ensure-chromium.mjs')) ensureChromium();
