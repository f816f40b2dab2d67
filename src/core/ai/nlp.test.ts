import { describe, expect, it } from 'vitest';
import { splitSentences } from './nlp';

describe('splitSentences', () => {
  it('does not end a sentence inside a web address written without its scheme', () => {
    expect(splitSentences('Kindly register at thornburyvale.com/winter-evening and let us know of any dietary needs. Visit www.acme.co.uk today.')).toEqual([
      'Kindly register at thornburyvale.com/winter-evening and let us know of any dietary needs.',
      'Visit www.acme.co.uk today.',
    ]);
  });

  it('keeps addresses with a scheme, email addresses and sentence ends as they were', () => {
    expect(splitSentences('See https://example.com/a.b?x=1 for more. Email jo.smith@acme.com now. It costs 3.5 euros.')).toEqual([
      'See https://example.com/a.b?x=1 for more.',
      'Email jo.smith@acme.com now.',
      'It costs 3.5 euros.',
    ]);
  });

  it('ends a sentence at each short line of a block, but not inside a wrapped paragraph', () => {
    expect(splitSentences('Amount: $6,800.00\nTerms: Net 45\nPayment is due by January 8.')).toEqual([
      'Amount: $6,800.00',
      'Terms: Net 45',
      'Payment is due by January 8.',
    ]);
    expect(splitSentences('Bank details are on the second page of the PDF, and we\nalso accept card payments through the link in the\nInvoice Portal, which is open all week.')).toEqual([
      'Bank details are on the second page of the PDF, and we also accept card payments through the link in the Invoice Portal, which is open all week.',
    ]);
    expect(splitSentences('Kind regards,\nHollis Park')).toEqual(['Kind regards, Hollis Park']);
  });
});
