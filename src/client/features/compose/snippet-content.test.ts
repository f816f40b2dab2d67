import { describe, expect, it } from 'vitest';
import { snippetContent } from './snippet-content';

describe('snippet content for the editor', () => {
  it('keeps markup-looking characters as the literal text the user wrote', () => {
    expect(snippetContent(`Q&A <b>"bold"</b>`)).toEqual([{ type: 'text', text: `Q&A <b>"bold"</b>` }]);
  });

  it('turns line breaks into hard breaks and skips empty lines without dropping the break', () => {
    expect(snippetContent('Cheers,\r\n\nAda')).toEqual([
      { type: 'text', text: 'Cheers,' },
      { type: 'hardBreak' },
      { type: 'hardBreak' },
      { type: 'text', text: 'Ada' },
    ]);
  });
});
