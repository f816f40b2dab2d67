// `npm test`: typecheck, lint, unit + integration (Vitest), then the browser journeys (Playwright).
// Stops at the first failing step; ends with one "passed, failed" line summing both test runners.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { clientIsStale, root } from './build-client.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureDovecot } from './ensure-dovecot.mjs';

const bin = (name) => path.join(root, 'node_modules/.bin', name);
const results = path.join(root, 'test-results');
rmSync(path.join(results, 'vitest.json'), { force: true });
rmSync(path.join(results, 'playwright.json'), { force: true });
mkdirSync(results, { recursive: true });

/** Runs one step in the foreground, its output shown as it comes; spawned, not spawnSync, so background steps keep draining. */
async function step(title, command, args) {
  const started = Date.now();
  console.log(`\n=== ${title} ===`);
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } });
  const status = await new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (status !== 0) {
    console.error(`\n${title} failed after ${seconds}s.`);
    summarize();
    process.exit(status);
  }
  console.log(`${title} passed in ${seconds}s.`);
}

/** Runs the steps one after another in the background, each one's output captured; stops at the first failure. */
async function background(steps) {
  const done = [];
  for (const [title, command, args] of steps) {
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } });
    process.on('exit', () => child.exitCode === null && child.kill());
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise((resolve) => child.on('close', (exit) => resolve(exit ?? 1)));
    done.push({ title, code, output, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    if (code !== 0) break;
  }
  return done;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(path.join(results, file), 'utf8'));
  } catch {
    return null;
  }
}

function summarize() {
  const vitest = readJson('vitest.json');
  const playwright = readJson('playwright.json');
  const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0) + (playwright?.stats?.flaky ?? 0);
  const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0);
  const skipped = (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (playwright?.stats?.skipped ?? 0);
  console.log(`\nunit+integration: ${vitest?.numPassedTests ?? 0} passed; browser: ${playwright?.stats?.expected ?? 0} passed`);
  console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
}

// The browser tests need the built client. Building it now, next to the typecheck and lint (one core
// each), saves the browser phase from waiting for it.
const buildStarted = Date.now();
let builder = null;
const clientBuild = clientIsStale()
  ? new Promise((resolve) => {
      console.log('Building the client (vite build) alongside the checks...');
      builder = spawn(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
      builder.on('exit', (code) => resolve(code ?? 1));
    })
  : Promise.resolve(0);
// A failed step ends the run; the build must not outlive it.
process.on('exit', () => builder?.exitCode === null && builder.kill());

// Lint and knip run beside the typecheck, their output held until it ends: on two cores the three checks
// and the build overlap instead of taking turns.
const lint = background([
  ['Lint', bin('eslint'), ['.', '--max-warnings=0']],
  ['Unused files, exports and dependencies (knip)', bin('knip'), ['--no-progress']],
]);
await step('Typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
for (const done of await lint) {
  console.log(`\n=== ${done.title} ===`);
  process.stdout.write(done.output);
  if (done.code !== 0) {
    console.error(`\n${done.title} failed after ${done.seconds}s.`);
    process.exit(done.code);
  }
  console.log(`${done.title} passed in ${done.seconds}s.`);
}
// Waited for before the integration tests: they time leases and deadlines, and want both cores.
if ((await clientBuild) !== 0) {
  console.error('\nThe client build failed.');
  process.exit(1);
}
console.log(`\nClient build finished ${((Date.now() - buildStarted) / 1000).toFixed(1)}s after the start.`);
await step('Client size budget', process.execPath, ['--import', 'tsx', 'bench/bundle-budget.ts']);
ensureDovecot();
await step('Unit and integration tests (Vitest)', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=test-results/vitest.json',
]);
ensureChromium();
if (!existsSync('/usr/bin/chromium') && !process.env.CHROMIUM_PATH) process.exit(1);
await step('Browser tests (Playwright + Chromium)', bin('playwright'), ['test']);
summarize();
