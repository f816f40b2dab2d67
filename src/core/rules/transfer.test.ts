import { describe, expect, it } from 'vitest';
import { ERR_NOT_GMAIL_FILTERS, fromGmailFilters, toGmailFilters, toSieve, type TransferRule } from './transfer';

const labels: Record<string, { name: string; keyword: string }> = { lbl_fin: { name: 'Finance & Tax', keyword: 'Finance_Tax' } };
const RULES: TransferRule[] = [
  { name: 'Invoices', enabled: true, when: { query: 'from:billing@acme.com invoice' }, actions: [{ type: 'label', labelId: 'lbl_fin' }, { type: 'archive' }, { type: 'read' }] },
  { name: 'Boss', enabled: true, when: { query: 'from:boss@work.com' }, actions: [{ type: 'star' }, { type: 'forward', to: 'me@home.example' }, { type: 'stop' }] },
  { name: 'Meetings', enabled: true, when: { sentence: 'meeting requests' }, actions: [{ type: 'star' }] },
  { name: 'Old', enabled: true, when: { query: 'older_than:30d' }, actions: [{ type: 'trash' }] },
  { name: 'Snooze only', enabled: true, when: { query: 'subject:"weekly digest"' }, actions: [{ type: 'snooze', for: '3d' }] },
];

describe("Gmail's filter export", () => {
  it('writes the rules it can express and reads them back', () => {
    const { xml, exported, skipped } = toGmailFilters(RULES, (id) => labels[id]?.name, { name: 'Ada <Admin>', email: 'ada@example.com' }, new Date('2026-11-25T10:00:00Z'));
    expect([exported, skipped]).toEqual([3, 2]);
    expect(xml).toContain("<apps:property name='hasTheWord' value='from:billing@acme.com invoice'/>");
    expect(xml).toContain("<apps:property name='label' value='Finance &amp; Tax'/>");
    expect(xml).toContain('<name>Ada &lt;Admin&gt;</name>');
    const back = fromGmailFilters(xml);
    expect(back.skipped).toBe(0);
    expect(back.rules.map((r) => [r.when, r.actions])).toEqual([
      [{ query: 'from:billing@acme.com invoice' }, [{ type: 'label', labelName: 'Finance & Tax' }, { type: 'archive' }, { type: 'read' }]],
      [{ query: 'from:boss@work.com' }, [{ type: 'star' }, { type: 'forward', to: 'me@home.example' }]],
      [{ query: 'older_than:30d' }, [{ type: 'trash' }]],
    ]);
  });

  it("reads Gmail's own properties: people, words, attachments, sizes", () => {
    const xml = `<?xml version='1.0' encoding='UTF-8'?><feed xmlns='http://www.w3.org/2005/Atom' xmlns:apps='http://schemas.google.com/apps/2006'>
      <entry><category term='filter'></category><title>Mail Filter</title>
        <apps:property name='from' value='a@x.com OR b@y.com'/><apps:property name='subject' value='weekly report'/>
        <apps:property name='doesNotHaveTheWord' value='draft'/><apps:property name='hasAttachment' value='true'/>
        <apps:property name='size' value='5'/><apps:property name='sizeOperator' value='s_sl'/><apps:property name='sizeUnit' value='s_smb'/>
        <apps:property name='label' value='Reports'/><apps:property name='shouldNeverSpam' value='true'/></entry>
      <entry><apps:property name='from' value='only@condition.example'/><apps:property name='shouldNeverSpam' value='true'/></entry>
    </feed>`;
    const { rules, skipped } = fromGmailFilters(xml);
    expect(skipped).toBe(1);
    expect(rules).toEqual([
      {
        name: 'Gmail filter: from:(a@x.com OR b@y.com) subject:(weekly report) -draft has:attachment larger:5M',
        enabled: true,
        when: { query: 'from:(a@x.com OR b@y.com) subject:(weekly report) -draft has:attachment larger:5M' },
        actions: [{ type: 'label', labelName: 'Reports' }],
      },
    ]);
  });

  it('refuses a file that is not a Gmail filter export', () => {
    expect(() => fromGmailFilters('<html><body>hello</body></html>')).toThrow(ERR_NOT_GMAIL_FILTERS);
    // The namespace in the text, not in the feed's own tag.
    expect(() => fromGmailFilters('<feed><title>xmlns:apps=</title></feed>')).toThrow(ERR_NOT_GMAIL_FILTERS);
  });

  it('reads double quotes, upper-case tags, entities, letters that change length in lower case, and skips other elements', () => {
    const xml = `<FEED xmlns:apps="http://schemas.google.com/apps/2006"><title>İstanbul ÀÉ</title>
      <entryList><apps:property name="from" value="not@an-entry.example"/><apps:property name="shouldStar" value="true"/></entryList>
      <Entry><apps:property name="subject" value="Q&amp;A &#8364;5 &#99999999;"/><apps:property name="shouldStar" value="true"/></Entry>
      <entry><apps:property name='from' value='İpek &lt;ipek@x.example&gt;'/><apps:property name='shouldTrash' value='true'/></entry></FEED>`;
    expect(fromGmailFilters(xml).rules.map((r) => [r.when, r.actions])).toEqual([
      [{ query: 'subject:(Q&A €5 &#99999999;)' }, [{ type: 'star' }]],
      [{ query: 'from:(İpek <ipek@x.example>)' }, [{ type: 'trash' }]],
    ]);
  });

  it('reads a megabyte of tags that never close at once, finding nothing in them', () => {
    // Patterns with open-ended wildcards retried from each opening and took minutes on these.
    const feed = '<feed xmlns:apps="x">';
    expect(fromGmailFilters(feed + '<entry '.repeat(150_000))).toEqual({ rules: [], skipped: 0 });
    expect(() => fromGmailFilters('<feed '.repeat(170_000))).toThrow(ERR_NOT_GMAIL_FILTERS);
    expect(fromGmailFilters(`${feed}<entry>${"<apps:property name='".repeat(50_000)}</entry>`)).toEqual({ rules: [], skipped: 1 });
  });
});

describe('Sieve export', () => {
  it('writes labels as keywords, archive and trash as fileinto, forwards as redirect :copy, and says what it left out', () => {
    const script = toSieve(RULES, { keyword: (id) => labels[id]?.keyword, folderPath: () => undefined, archive: 'Archive', trash: 'Trash' });
    expect(script).toContain('require ["body", "copy", "fileinto", "imap4flags"];');
    expect(script).toContain('if allof (address :contains "from" "billing@acme.com", body :text :contains "invoice") {\n  addflag ["Finance_Tax", "\\\\Seen"];\n  fileinto "Archive";\n}');
    expect(script).toContain('if address :contains "from" "boss@work.com" {\n  addflag ["\\\\Flagged"];\n  redirect :copy "me@home.example";\n  stop;\n}');
    expect(script).toContain('# Meetings\n# Not exported: its condition is a sentence the writing engine judges.');
    expect(script).toContain('# Old\n# Not exported: Sieve cannot check');
    expect(script).toContain('if header :contains "subject" "weekly digest" {\n  # Email Buddy only: snooze\n}');
  });

  it('escapes quotes and backslashes in strings', () => {
    const script = toSieve([{ name: 'Q', enabled: true, when: { query: 'subject:"say \\\\hi"' }, actions: [{ type: 'archive' }] }], {
      keyword: () => undefined,
      folderPath: () => undefined,
      archive: 'My "Archive"',
      trash: 'Trash',
    });
    expect(script).toContain('fileinto "My \\"Archive\\"";');
  });
});
