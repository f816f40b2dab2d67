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
});
