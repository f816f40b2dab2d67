/**
 * Issue 9, "stored content never runs": the XSS corpus is stored through the
 * real API in every place a user's data can hold text (template and snippet
 * names and contents, scheduled subjects and bodies, follow-up subjects,
 * recipients and notes, recipient display names, received mail HTML), then
 * every screen that shows it is opened in Chromium. On each screen:
 *  - the payload text is visible as text (so an empty screen cannot pass);
 *  - `window.__xss` is unset in the page and in every frame;
 *  - no dialog (alert/confirm/prompt) opened;
 *  - no Content-Security-Policy violation and no "Blocked script execution"
 *    was reported, so the markup was neutralised before it reached the DOM
 *    rather than merely stopped by CSP or the frame sandbox;
 *  - no live markup (foreign <script>, on* attributes, javascript:/data:text/html
 *    URLs, objects, meta refresh, active styles) exists in any frame's DOM.
 */
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { corpusHtml, findLiveMarkup, marker, payload, SHOWN_MARKERS, XSS_CORPUS, XSS_FLAG } from '../security/xss-corpus';
import { newAccount, register, type Account } from './support';

test.describe.configure({ mode: 'default', timeout: 120_000 });

/** The app's own scripts; any other <script> in a document is a finding. */
const APP_SCRIPTS = ['/theme-init.js', '/assets/'];

/** A display name inside a quoted RFC 5322 name-addr. */
const quoted = (name: string, email: string) => `"${name.replace(/[\\"]/g, (c) => `\\${c}`)}" <${email}>`;

const SENDER_NAME = payload('img-onerror');
const TO_NAME = payload('break-dq');
const CC_NAME = payload('svg-onload');
/** The subject of the message whose body is the whole corpus. */
const CORPUS_SUBJECT = payload('break-sq');
/** Subjects of the other messages the second account sends (the first inbox page shows them all). */
const INBOX_SUBJECTS = ['script', 'details-ontoggle', 'a-js', 'iframe-srcdoc', 'style-import', 'mxss-math', 'template-constructor', 'md-link'].map(payload);
/** The template whose `{name}` placeholder gets a payload in the Customize Template dialog. */
const PLACEHOLDER_TEMPLATE = 'template-brace';

interface Seeded {
  user: Account;
  grace: Account;
  corpusMessageId: string;
  scheduledIds: string[];
}

let seeded: Seeded;

async function ok(res: Awaited<ReturnType<APIRequestContext['post']>>) {
  expect(res.ok(), `${res.url()} answered ${res.status()}: ${await res.text()}`).toBe(true);
  return res.json() as Promise<Record<string, unknown>>;
}

/** Stores the corpus through the API with the user's and a second account's own sessions. */
async function seed(browser: Browser): Promise<Seeded> {
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  const user = await register(userPage);
  const me = userPage.request;

  // A second local account whose display name is a payload sends the user mail.
  const graceContext = await browser.newContext();
  const grace = newAccount({ firstName: 'Grace', lastName: 'Hopper' });
  const them = graceContext.request;
  await ok(await them.post('/api/auth/sign-up/email', { data: { name: SENDER_NAME, email: grace.email, password: grace.password } }));
  for (const subject of INBOX_SUBJECTS) {
    await ok(await them.post('/api/mail/send', { data: { to: [user.email], subject, body: `<p>${subject}</p>` } }));
  }
  // The corpus message comes last, so it tops the inbox; payload names in To and Cc.
  const sent = await ok(
    await them.post('/api/mail/send', {
      data: { to: [quoted(TO_NAME, user.email)], cc: [quoted(CC_NAME, grace.email)], subject: CORPUS_SUBJECT, body: corpusHtml() },
    }),
  );
  const inbox = await ok(await me.get('/api/mail/messages?tab=inbox'));
  const items = inbox.items as { id: string; subject: string }[];
  const corpusMessage = items.find((m) => m.subject === CORPUS_SUBJECT);
  expect(corpusMessage?.subject, `the corpus mail (${String(sent.id)}) reached the user's inbox`).toBe(CORPUS_SUBJECT);

  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
  const scheduledIds: string[] = [];
  for (const [i, p] of XSS_CORPUS.entries()) {
    await ok(await me.post('/api/templates', { data: { name: p.payload, content: `Dear {name}, ${p.payload}`, category: 'Business' } }));
    await ok(await me.post('/api/snippets', { data: { name: p.payload, content: `${p.payload} ${marker(i)}` } }));
    await ok(
      await me.post('/api/follow-ups', {
        // The payload as the recipient's name: a recipient is one address.
        data: { subject: p.payload, recipient: quoted(p.payload, `payload${i}@example.com`), notes: `${marker(i)} ${p.payload}`, dueDate: tomorrow, priority: 'high' },
      }),
    );
    // Tracked mail to the second account, with the payload as the subject and as the recipient's name.
    await ok(
      await me.post('/api/mail/send', {
        data: { to: [quoted(p.payload, grace.email)], subject: p.payload, body: `<p>${marker(i)}</p>${p.payload}`, tracking: { opens: true, clicks: true } },
      }),
    );
    const scheduled = await ok(
      await me.post('/api/scheduled', {
        data: {
          to: [quoted(p.payload, grace.email)],
          cc: [quoted(p.payload, user.email)],
          subject: p.payload,
          body: `<p>${marker(i)}</p>${p.payload}`,
          scheduledTime: tomorrow,
        },
      }),
    );
    scheduledIds.push(String(scheduled.id));
  }
  // One scheduled email carries the whole corpus as its body.
  const whole = await ok(await me.post('/api/scheduled', { data: { to: [user.email], subject: 'Whole corpus', body: corpusHtml(), scheduledTime: tomorrow } }));
  scheduledIds.push(String(whole.id));

  await userContext.close();
  await graceContext.close();
  return { user, grace, corpusMessageId: corpusMessage!.id, scheduledIds };
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  const started = Date.now();
  seeded = await seed(browser);
  console.log(`Stored the XSS corpus (${XSS_CORPUS.length} payloads) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

interface Guard {
  dialogs: string[];
  blocked: string[];
}

/**
 * Signs the page in as the seeded user and starts listening: dialogs are
 * recorded (and dismissed), CSP violations are recorded by an init script in
 * every frame that can run script, and the browser's own "Blocked script
 * execution" / "Refused to ..." console reports cover sandboxed frames.
 */
async function guard(page: Page): Promise<Guard> {
  const g: Guard = { dialogs: [], blocked: [] };
  page.on('dialog', (dialog) => {
    g.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('console', (msg) => {
    const text = msg.text();
    // Chromium logs "Blocked script execution in 'about:srcdoc'" whenever the test harness
    // inspects a message frame (which has no allow-scripts by design), even for a plain
    // welcome message, so that line says nothing about content; the frame's DOM is scanned instead.
    if (/^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/.test(text)) return;
    if (/Blocked script execution|Refused to (execute|run|load|frame|apply)|Content Security Policy|inline event handler/i.test(text)) g.blocked.push(text);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      const target = e.target instanceof Element ? e.target.outerHTML.slice(0, 200) : String(e.target);
      w.__cspViolations.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sample}) at ${e.sourceFile}:${e.lineNumber} on ${target} in ${location.href}`);
    });
  });
  await ok(await page.request.post('/api/auth/sign-in/email', { data: { email: seeded.user.email, password: seeded.user.password } }));
  return g;
}

/** Proves nothing ran and nothing live reached the DOM, in the page and every frame. */
async function expectInert(page: Page, g: Guard, screen: string) {
  const findings: string[] = [];
  for (const frame of page.frames()) {
    const where = frame === page.mainFrame() ? 'page' : `frame ${frame.name() || frame.url()}`;
    const state = await frame
      .evaluate((flag) => {
        const w = window as unknown as Record<string, unknown>;
        return { flag: w[flag], violations: (w.__cspViolations as string[] | undefined) ?? [] };
      }, XSS_FLAG)
      .then(async (seen) => ({ ...seen, live: await frame.evaluate(findLiveMarkup, APP_SCRIPTS) }))
      .catch((error: unknown) => ({ flag: undefined, violations: [], live: [`could not inspect: ${String(error)}`] }));
    if (state.flag !== undefined) findings.push(`${where}: window.${XSS_FLAG} = ${JSON.stringify(state.flag)}`);
    for (const v of state.violations) findings.push(`${where}: CSP violation ${v}`);
    for (const l of state.live) findings.push(`${where}: live markup ${l}`);
  }
  for (const d of g.dialogs) findings.push(`dialog opened: ${d}`);
  for (const b of g.blocked) findings.push(`browser blocked: ${b}`);
  expect(findings, `${screen}: stored content ran or reached the DOM as live markup`).toEqual([]);
}

/** Every payload's text appears, as text, inside `container`. */
async function expectAllShown(container: Locator, texts: readonly string[]) {
  await expect(container).toBeVisible();
  const shown = (await container.textContent()) ?? '';
  const missing = texts.filter((t) => !shown.includes(t));
  expect(missing, 'payloads missing from the screen').toEqual([]);
}

const payloads = XSS_CORPUS.map((p) => p.payload);

test('dashboard: payload sender names and subjects show as text and never run', async ({ page }) => {
  const g = await guard(page);
  await page.goto('/dashboard');
  const list = page.getByTestId('mail-list');
  await expect(list.getByTestId('row-subject').first()).toBeVisible();
  await expect(list.getByTestId('row-subject').filter({ hasText: CORPUS_SUBJECT })).toHaveText(CORPUS_SUBJECT);
  await expect(list.getByTestId('row-sender').first()).toHaveText(SENDER_NAME);
  await expectAllShown(list, [CORPUS_SUBJECT, ...INBOX_SUBJECTS, SENDER_NAME]);
  // The Sent tab lists the tracked mail: payload subjects and payload recipient names.
  await page.goto('/dashboard?tab=sent');
  await expect(page.getByTestId('row-subject').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/xss-dashboard-sent.png' });
  await expectInert(page, g, 'dashboard');
});

test('message view: the corpus mail, its names and its Summary and Analysis stay inert', async ({ page }) => {
  const g = await guard(page);
  await page.goto(`/message/${seeded.corpusMessageId}`);
  await expect(page.getByTestId('message-subject')).toHaveText(CORPUS_SUBJECT);
  await expect(page.getByTestId('message-sender')).toHaveText(SENDER_NAME);
  const view = page.getByTestId('message-view');
  await expect(view).toContainText(TO_NAME);
  await expect(view).toContainText(CC_NAME);

  const body = page.frameLocator('[data-testid="message-frame"]');
  for (const i of SHOWN_MARKERS) await expect(body.getByText(marker(i), { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/xss-message.png', fullPage: true });
  await expectInert(page, g, 'message view');

  await page.getByRole('button', { name: 'Summarize' }).click();
  await expect(page.getByTestId('summary')).not.toBeEmpty();
  await page.getByRole('button', { name: 'Analyze' }).click();
  await expect(page.getByRole('button', { name: 'Hide Analysis' })).toBeVisible();
  await page.getByRole('button', { name: 'Smart Replies' }).click();
  await expect(page.getByTestId('smart-reply').first()).toBeVisible();
  await expectInert(page, g, 'message view with Summary, Analysis and Smart Replies');

  // Reply and forward quote the sanitised body into the editor.
  await page.getByRole('button', { name: 'Forward' }).click();
  await expect(page.locator('.tiptap')).toContainText(marker(0));
  await expectInert(page, g, 'forwarding the corpus mail');
});

test('compose: recipient suggestions, the templates popover and a payload placeholder value stay text', async ({ page }) => {
  const g = await guard(page);
  await page.goto('/compose');
  const to = page.getByLabel('To', { exact: true });
  await to.fill(seeded.grace.email.slice(0, 8));
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(suggestions).toContainText(seeded.grace.email);
  const suggested = (await suggestions.textContent()) ?? '';
  expect(payloads.some((p) => suggested.includes(p)), `a payload display name is suggested: ${suggested}`).toBe(true);
  await expectInert(page, g, 'compose recipient suggestions');
  await to.fill('');
  await expect(suggestions).toBeHidden();

  await page.getByRole('button', { name: 'Templates', exact: true }).click();
  const popover = page.getByRole('dialog').filter({ has: page.getByRole('tab', { name: 'Snippets' }) });
  const templates = popover.getByRole('list', { name: 'Templates' });
  await expect(templates).toContainText(payload('script'));
  const templateText = (await templates.textContent()) ?? '';
  expect(payloads.filter((p) => !templateText.includes(p)), 'template names missing from the popover').toEqual([]);
  await expectInert(page, g, 'compose templates popover');

  await popover.getByRole('tab', { name: 'Snippets' }).click();
  const snippets = popover.getByRole('list', { name: 'Snippets' });
  await expect(snippets).toContainText(payload('script'));
  await expectInert(page, g, 'compose snippets popover');

  await popover.getByRole('tab', { name: 'Templates' }).click();
  const search = popover.getByRole('textbox');
  await search.fill(PLACEHOLDER_TEMPLATE);
  await expect(templates.getByRole('listitem')).toHaveCount(1);
  await templates.getByRole('listitem').filter({ hasText: payload(PLACEHOLDER_TEMPLATE) }).getByRole('button').click();
  const customize = page.getByRole('dialog', { name: 'Customize Template' });
  await customize.getByLabel("Recipient's name", { exact: true }).fill(payload('iframe-data'));
  await customize.getByRole('button', { name: 'Insert Template' }).click();
  const editor = page.locator('.tiptap');
  await expect(editor).toContainText(`Dear ${payload('iframe-data')}, ${payload(PLACEHOLDER_TEMPLATE)}`);
  await expectInert(page, g, 'compose after inserting a template with a payload placeholder value');

  await page.getByRole('button', { name: 'Templates', exact: true }).click();
  await popover.getByRole('tab', { name: 'Snippets' }).click();
  await search.fill('mxss-noscript');
  await expect(snippets.getByRole('listitem')).toHaveCount(1);
  await snippets.getByRole('listitem').filter({ hasText: payload('mxss-noscript') }).getByRole('button').click();
  await expect(editor).toContainText(`${payload('mxss-noscript')} ${marker(XSS_CORPUS.findIndex((p) => p.id === 'mxss-noscript'))}`);
  await page.screenshot({ path: 'test-results/screenshots/xss-compose.png' });
  await expectInert(page, g, 'compose after inserting a snippet');
});

test('templates page: payload names and contents of templates and snippets show as text', async ({ page }) => {
  const g = await guard(page);
  await page.goto('/templates');
  const list = page.getByTestId('templates-list');
  await expect(list.getByText(payload('script'), { exact: true })).toBeVisible();
  await expectAllShown(list, payloads);
  await page.screenshot({ path: 'test-results/screenshots/xss-templates.png' });
  await expectInert(page, g, '/templates');

  await page.getByRole('button', { name: `Edit ${payload('svg-script')}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Name')).toHaveValue(payload('svg-script'));
  await expect(dialog.getByLabel('Content')).toHaveValue(`Dear {name}, ${payload('svg-script')}`);
  await expectInert(page, g, '/templates edit dialog');
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Snippets' }).click();
  const snippets = page.getByTestId('snippets-list');
  await expect(snippets.getByText(payload('script'), { exact: true })).toBeVisible();
  await expectAllShown(snippets, payloads);
  await expectInert(page, g, '/templates snippets');
});

test('scheduled: payload subjects, recipients and bodies stay inert in the list, the detail and the editor', async ({ page }) => {
  const g = await guard(page);
  await page.goto('/scheduled');
  const rows = page.getByTestId('scheduled-row');
  await expect(rows.first()).toBeVisible();
  const table = page.getByRole('table');
  await expectAllShown(table, payloads);
  await page.screenshot({ path: 'test-results/screenshots/xss-scheduled.png' });
  await expectInert(page, g, '/scheduled');

  await rows.filter({ hasText: 'Whole corpus' }).getByRole('cell').nth(1).click();
  const detail = page.getByRole('dialog');
  const frame = detail.frameLocator('iframe');
  for (const i of SHOWN_MARKERS) await expect(frame.getByText(marker(i), { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/xss-scheduled-detail.png' });
  await expectInert(page, g, '/scheduled detail of the whole corpus');
  // Closed by its button: in Chromium's headless shell, Escape pressed here left this dialog open (the full
  // browser closed it); Escape closing dialogs has its own journeys.
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(detail).toBeHidden();

  const first = XSS_CORPUS[0]!;
  await rows.filter({ hasText: first.payload }).first().getByRole('cell').nth(1).click();
  await expect(detail).toContainText(first.payload);
  await expectInert(page, g, '/scheduled detail');
  await page.keyboard.press('Escape');

  // Editing a scheduled email loads its subject, recipients and body into compose: every third
  // payload on its own (one page load each), then the whole corpus as one body.
  for (const [i, id] of seeded.scheduledIds.entries()) {
    const p = XSS_CORPUS[i];
    if (p && i % 3 !== 0) continue;
    await page.goto(`/compose?scheduled=${id}`);
    if (!p) {
      for (const j of SHOWN_MARKERS) await expect(page.locator('.tiptap')).toContainText(marker(j));
    } else {
      await expect(page.getByLabel('Subject')).toHaveValue(p.payload);
      await expect(page.locator('.tiptap')).toContainText(marker(i));
      await expect(page.getByTestId('recipient-chip').first()).toContainText(p.payload);
    }
    await expectInert(page, g, `/compose?scheduled= for ${p?.id ?? 'the whole corpus'}`);
  }
});

test('follow-ups: payload subjects, recipients and notes stay text in the list and the detail', async ({ page }) => {
  const g = await guard(page);
  await page.goto('/follow-ups');
  const table = page.getByRole('table');
  await expect(page.getByTestId('follow-up-row').first()).toBeVisible();
  await expectAllShown(table, payloads);
  await page.screenshot({ path: 'test-results/screenshots/xss-follow-ups.png' });
  await expectInert(page, g, '/follow-ups');

  for (const [i, p] of XSS_CORPUS.entries()) {
    if (i % 6 !== 0 && p.id !== 'unclosed') continue;
    await page.getByTestId('follow-up-row').filter({ hasText: p.payload }).first().click();
    const detail = page.getByRole('dialog', { name: 'Follow-Up Details' });
    await expect(detail).toContainText(`${marker(i)} ${p.payload}`);
    await expectInert(page, g, `/follow-ups detail for ${p.id}`);
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();
  }
});

test('tracked: payload subjects and recipient names stay text in the list and the details', async ({ page }) => {
  const g = await guard(page);
  await page.goto('/tracked');
  const table = page.getByRole('table');
  await expect(page.getByTestId('tracked-row').first()).toBeVisible();
  await expectAllShown(table, payloads);
  await expectInert(page, g, '/tracked');

  const p = XSS_CORPUS.find((x) => x.id === 'svg-xlink')!;
  await page.getByTestId('tracked-row').filter({ hasText: p.payload }).getByRole('button', { name: 'Details' }).click();
  await expect(page.getByRole('dialog')).toContainText(p.payload);
  await page.screenshot({ path: 'test-results/screenshots/xss-tracked-details.png' });
  await expectInert(page, g, '/tracked details');
});

test('command palette: a payload typed into the search stays text', async ({ page }) => {
  const g = await guard(page);
  await page.goto('/dashboard');
  await expect(page.getByTestId('app-header')).toBeVisible();
  await page.keyboard.press('Control+k');
  const search = page.getByPlaceholder('Type a command or search...');
  for (const p of XSS_CORPUS) {
    await search.fill(p.payload);
    await expect(search).toHaveValue(p.payload);
  }
  await expectInert(page, g, 'command palette');
});
