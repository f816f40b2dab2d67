// Installs Debian packages the test suite needs (no downloads but the npm registry and apt here).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

let updated = false;

/**
 * Installs `packages` with apt-get unless `path` exists; exits with a clear
 * message when it cannot, or with `optional` says so and returns false.
 */
export function ensureInstalled(path, packages, what, { optional = false } = {}) {
  if (existsSync(path)) return true;
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  console.log(`${what} is missing at ${path}; installing ${packages.join(' ')} with apt-get...`);
  try {
    if (!updated) execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit' });
    updated = true;
    execSync(`${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`, { stdio: 'inherit' });
  } catch {
    if (optional) {
      console.warn(`Could not install ${what}; going on without it.`);
      return false;
    }
    console.error(`Could not install ${what}. Install it yourself: apt-get install -y ${packages.join(' ')}`);
    process.exit(1);
  }
  if (!existsSync(path)) {
    console.error(`${packages.join(' ')} installed but ${path} is still missing`);
    if (optional) return false;
    process.exit(1);
  }
  return true;
}
