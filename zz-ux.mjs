import { chromium } from 'playwright-core';
const B = 'http://localhost:3100';
const O = '/tmp/ux/';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const errors = [];
async function mk(vp, mobile) {
  const ctx = await browser.newContext({ viewport: vp, storageState: '/tmp/ux/state.json', isMobile: !!mobile, hasTouch: !!mobile, deviceScaleFactor: 1 });
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error') errors.push(vp.width + ' ' + page.url() + ' ' + m.text()); });
  page.on('pageerror', (e) => errors.push(vp.width + ' ' + page.url() + ' PAGEERR ' + e.message));
  return { ctx, page };
}
const shot = async (page, name, full = false) => { await page.waitForTimeout(900); await page.screenshot({ path: O + name + '.png', fullPage: full }); console.log('saved', name); };
const go = async (page, path) => { await page.goto(B + path, { waitUntil: 'domcontentloaded' }); await page.waitForTimeout(2000); };
const only = process.argv[2];
const { ctx: dctx, page: d } = await mk({ width: 1280, height: 800 });
const list = await (await dctx.request.get(B + '/api/mail/messages')).json();
const maya = list.items.find((x) => /launch plan/.test(x.subject)) ?? list.items[0];
console.log(list.items.map((x) => x.subject).join(' | '));

if (!only || only === 'd') {
await go(d, '/dashboard'); await shot(d, 'd-inbox');
await go(d, '/email/' + maya.id); await shot(d, 'd-message'); await shot(d, 'd-message-full', true);
await go(d, '/compose'); await shot(d, 'd-compose-empty');
const ed = d.locator('[contenteditable="true"]').first();
if (await ed.count()) { await ed.click(); await d.keyboard.type('Hi Maya,\n\nThanks for the plan. I will review the timeline and the budget by Wednesday.\n\nBest,\nUma'); }
await shot(d, 'd-compose-editor'); await shot(d, 'd-compose-full', true);
await go(d, '/dashboard');
const sb = d.locator('form[role=search] input').first();
await sb.click(); await d.keyboard.type('from:uma has:attachment'); await shot(d, 'd-search-typing');
await d.keyboard.press('Enter'); await d.waitForTimeout(1500); await shot(d, 'd-search-chips');
await go(d, '/dashboard'); await d.locator('body').click({ position: { x: 640, y: 780 } }).catch(() => {});
await d.keyboard.press('Control+k'); await shot(d, 'd-palette');
await d.keyboard.type('set'); await shot(d, 'd-palette-typed');
await d.keyboard.press('Escape'); await d.waitForTimeout(300);
await d.keyboard.press('Shift+?'); await shot(d, 'd-help');
await d.keyboard.press('Escape');
for (const t of ['account', 'ai', 'email', 'transfer', 'privacy']) { await go(d, '/settings?tab=' + t); await shot(d, 'd-settings-' + t); await shot(d, 'd-settings-' + t + '-full', true); }
for (const p of ['rules', 'offline', 'templates', 'scheduled', 'follow-ups', 'tracked', 'insights', 'subscriptions', 'ai-tools']) { await go(d, '/' + p); await shot(d, 'd-' + p); }
}
if (!only || only === 'm') {
const { page: m } = await mk({ width: 390, height: 844 }, true);
await go(m, '/dashboard'); await shot(m, 'm-inbox');
await go(m, '/email/' + maya.id); await shot(m, 'm-message'); await shot(m, 'm-message-full', true);
await go(m, '/compose'); await shot(m, 'm-compose');
await go(m, '/dashboard');
const sb = m.locator('form[role=search] input').first();
if (await sb.isVisible()) { await sb.click(); await m.keyboard.type('from:uma has:attachment'); await m.keyboard.press('Enter'); await m.waitForTimeout(1500); await shot(m, 'm-search-chips'); }
for (const t of ['ai', 'email', 'transfer']) { await go(m, '/settings?tab=' + t); await shot(m, 'm-settings-' + t); }
await go(m, '/rules'); await shot(m, 'm-rules');
await go(m, '/offline'); await shot(m, 'm-offline');
}
console.log('ERRORS', errors.join('\n'));
await browser.close();
