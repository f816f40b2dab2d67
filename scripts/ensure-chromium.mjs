// Browser tests drive Debian's Chromium (no browser downloads here); install it when missing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = process.getuid?.() === 0;
  const sudo = isRoot ? '' : 'sudo ';
  console.log(`Chromium is missing at ${CHROMIUM}; installing Debian's chromium with apt-get...`);
  try {
    execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation`, {
      stdio: 'inherit',
    });
  } catch {
    console.error('Could not install chromium. Install it yourself: apt-get install -y chromium');
    process.exit(1);
  }
  if (!existsSync(CHROMIUM)) {
    console.error(`chromium was installed but ${CHROMIUM} is still missing`);
    process.exit(1);
  }
}

if (process.argv[1]?.endsWith('ensure-chromium.mjs')) ensureChromium();
