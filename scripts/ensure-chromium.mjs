// Browser tests drive Debian's Chromium (no browser downloads here); install it when missing.
import { ensureInstalled } from './apt.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Debian's build of the same Chromium without the desktop browser around it,
 * the shell Playwright itself runs headless tests in. The journeys prefer it
 * (playwright.config.ts): on two cores it took a fifth off their CPU time and
 * wall time against the full browser in headless mode.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export function ensureChromium() {
  ensureInstalled(CHROMIUM, ['chromium', 'fonts-liberation'], 'Chromium');
  // Only a speed-up: without it the journeys run on the full browser.
  if (!process.env.CHROMIUM_PATH) ensureInstalled(HEADLESS_SHELL, ['chromium-headless-shell'], "Chromium's headless shell", { optional: true });
}

if (process.argv[1]?.endsWith('ensure-chromium.mjs')) ensureChromium();
