import { describe, expect, it } from 'vitest';
import { htmlToText, mainText, parseEmail, splitLetter } from './letter';

describe('parseEmail', () => {
  it('splits headers from the body and parses the sender', () => {
    const e = parseEmail('From: "Jane Doe" <Jane@Acme.com>\nSubject: Budget\nDate: Mon, 02 Mar 2026 08:30:00 +0000\n\nHello there.');
    expect(e.sender).toEqual({ name: 'Jane Doe', email: 'jane@acme.com', company: 'Acme' });
    expect(e.subject).toBe('Budget');
    expect(e.date?.toISOString()).toBe('2026-03-02T08:30:00.000Z');
    expect(e.body).toBe('Hello there.');
  });

  it('treats text without known headers as a body', () => {
    const e = parseEmail('Note: the office is closed.\n\nSee you Monday.');
    expect(e.headers).toEqual({});
    expect(e.body).toBe('Note: the office is closed.\n\nSee you Monday.');
  });

  it('takes a company from the domain but not from free mail, and handles country suffixes', () => {
    expect(parseEmail('From: a@mail.contoso.co.uk\n\nHi').sender.company).toBe('Contoso');
    expect(parseEmail('From: bob.smith@gmail.com\n\nHi').sender).toEqual({ name: 'Bob Smith', email: 'bob.smith@gmail.com', company: '' });
  });

  it('ignores an invalid Date header', () => {
    expect(parseEmail('Date: someday\nSubject: x\n\nbody').date).toBeNull();
  });
});

describe('splitLetter', () => {
  it('separates greeting, main text and sign-off', () => {
    expect(splitLetter('Hi Ana,\n\nThe file is ready.\n\nBest regards,\nTom')).toEqual({
      greeting: 'Hi Ana,', greetingName: 'Ana', main: 'The file is ready.', closing: 'Best regards,\nTom',
    });
  });

  it('drops quoted lines and the quoted history', () => {
    expect(mainText('Sounds good.\n\nOn Mon, 2 Mar 2026, Ana wrote:\n> old text')).toBe('Sounds good.');
  });
});

describe('htmlToText', () => {
  it('turns blocks into paragraphs, drops tags and decodes entities', () => {
    expect(htmlToText('<p>Hi Ana,</p><p>Fish &amp; chips<br>at 5 &lt;pm&gt;?</p><style>p{}</style>')).toBe('Hi Ana,\n\nFish & chips\nat 5 <pm>?');
  });

  it('is applied to an HTML body so the analysis reads the text', () => {
    expect(parseEmail('Subject: x\n\n<div>Could you call me?</div>').body).toBe('Could you call me?');
  });
});
