/**
 * What the browser benches share: the client built as `npm start` serves it,
 * Debian's Chromium launched as this machine needs it, and a page signed in
 * as a bench account through its session cookie.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { Account, Server } from './server';

const root = path.resolve(import.meta.dirname, '..');

/** Builds the client, then starts Chromium (the headless shell when installed). */
export async function buildAndLaunch(): Promise<Browser> {
  execFileSync(process.execPath, [path.join(root, 'scripts/build-client.mjs')], { stdio: 'inherit' });
  const executablePath = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => existsSync(p));
  if (!executablePath) throw new Error('no Chromium at /usr/bin (node scripts/ensure-chromium.mjs installs it)');
  return chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** A page of a fresh context signed in as `who`, service workers off so every figure is the app's own. */
export async function signedInPage(browser: Browser, server: Server, who: Account, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
  await context.addCookies(
    who.cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: server.url };
    }),
  );
  return context.newPage();
}
