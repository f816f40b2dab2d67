import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dbKinds, type TestContext, type TestUser } from '../../../tests/helpers/test-app';
import type { Label } from '../../core/mail/labels';
import type { Rule } from '../../core/rules/schemas';

const run = promisify(execFile);

const GMAIL_EXPORT = `<?xml version='1.0' encoding='UTF-8'?><feed xmlns='http://www.w3.org/2005/Atom' xmlns:apps='http://schemas.google.com/apps/2006'>
	<title>Mail Filters</title>
	<entry>
		<category term='filter'></category><title>Mail Filter</title><id>tag:mail.google.com,2008:filter:z0000001</id>
		<apps:property name='from' value='billing@acme.com'/>
		<apps:property name='label' value='Finance'/>
		<apps:property name='shouldArchive' value='true'/>
		<apps:property name='sizeOperator' value='s_sl'/>
		<apps:property name='sizeUnit' value='s_smb'/>
	</entry>
	<entry>
		<category term='filter'></category><title>Mail Filter</title><id>tag:mail.google.com,2008:filter:z0000002</id>
		<apps:property name='hasTheWord' value='unsubscribe'/>
		<apps:property name='shouldMarkAsRead' value='true'/>
		<apps:property name='forwardTo' value='archive@example.com'/>
	</entry>
	<entry>
		<category term='filter'></category><title>Mail Filter</title><id>tag:mail.google.com,2008:filter:z0000003</id>
		<apps:property name='from' value='x@example.com'/>
		<apps:property name='forwardTo' value='not an address'/>
	</entry>
</feed>`;

describe.each(dbKinds())('rule import and export on %s', (kind) => {
  let t: TestContext;
  let ada: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await createTestContext(kind);
    ada = await t.signUp({ name: 'Ada Lovelace' });
    bob = await t.signUp({ name: 'Bob Builder' });
  });
  afterAll(() => t.close());

  const rules = async (user: TestUser) => ((await (await t.request('/api/rules', { user })).json()) as { rules: Rule[] }).rules;

  it("imports Gmail's mailFilters.xml as rules, making the labels it names, and skips what it cannot use", async () => {
    const res = await t.request('/api/rules/import', { user: ada, method: 'POST', body: GMAIL_EXPORT, headers: { 'content-type': 'application/xml' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ imported: 2, skipped: 1 });
    const finance = ((await (await t.request('/api/labels', { user: ada })).json()) as { labels: Label[] }).labels.find((l) => l.name === 'Finance')!;
    expect((await rules(ada)).map((r) => [r.when, r.actions])).toEqual([
      [{ query: 'from:billing@acme.com' }, [{ type: 'label', labelId: finance.id }, { type: 'archive' }]],
      [{ query: 'unsubscribe' }, [{ type: 'read' }, { type: 'forward', to: 'archive@example.com' }]],
    ]);
    // Bob's rules are untouched by Ada's import.
    expect(await rules(bob)).toEqual([]);

    const bad = await t.request('/api/rules/import', { user: ada, method: 'POST', body: '<html>no</html>', headers: { 'content-type': 'application/xml' } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: 'NOT_GMAIL_FILTERS' } });
  });

  it('exports the rules as mailFilters.xml that imports back the same', async () => {
    const res = await t.request('/api/rules/export?format=gmail', { user: ada });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('mailFilters.xml');
    const xml = await res.text();
    expect(xml).toContain("<apps:property name='label' value='Finance'/>");
    const again = await t.request('/api/rules/import', { user: bob, method: 'POST', body: xml, headers: { 'content-type': 'application/xml' } });
    expect(await again.json()).toEqual({ imported: 2, skipped: 0 });
    expect((await rules(bob)).map((r) => r.when)).toEqual((await rules(ada)).map((r) => r.when));
    expect((await t.request('/api/rules/export?format=pdf', { user: ada })).status).toBe(400);
  });

  it("exports a Sieve script that Dovecot's own compiler accepts", async () => {
    await t.request('/api/rules', {
      user: ada,
      json: { name: 'Boss "VIP"', when: { query: 'from:boss@work.com OR subject:(urgent matter)' }, actions: [{ type: 'star' }, { type: 'trash' }, { type: 'stop' }] },
    });
    await t.request('/api/rules', { user: ada, json: { name: 'Big', when: { query: 'larger:5M -from:me@example.com' }, actions: [{ type: 'label', labelName: 'Big files' }] } });
    const res = await t.request('/api/rules/export?format=sieve', { user: ada });
    expect(res.headers.get('content-type')).toContain('application/sieve');
    const script = await res.text();
    expect(script).toContain('addflag ["Finance"];');
    expect(script).toContain('redirect :copy "archive@example.com";');
    expect(script).toContain('size :over 5M');
    const dir = await mkdtemp(join(tmpdir(), 'sieve-'));
    try {
      await writeFile(join(dir, 'dovecot.conf'), '');
      await writeFile(join(dir, 'rules.sieve'), script);
      // sievec exits non-zero (and says why on stderr) for any script Dovecot would refuse.
      await run('sievec', ['-c', join(dir, 'dovecot.conf'), join(dir, 'rules.sieve'), join(dir, 'rules.svbin')]);
      expect((await readFile(join(dir, 'rules.svbin'))).length).toBeGreaterThan(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
