import { describe, expect, it } from 'vitest';
import { customizeVariablePlaceholder, toastSaveError, toastSnippetInserted, toastTemplateInserted, usingTemplateText } from './texts';

describe('template texts', () => {
  it('falls back to "Failed to save." when the error has no message', () => {
    expect(toastSaveError()).toEqual({ title: 'An error occurred', description: 'Failed to save.' });
    expect(toastSaveError('Name too long')).toEqual({ title: 'An error occurred', description: 'Name too long' });
  });

  it('names the inserted template or snippet', () => {
    expect(toastTemplateInserted('Thank You').description).toBe('Inserted template: Thank You');
    expect(toastSnippetInserted('Thank You Note').description).toBe('Inserted snippet: Thank You Note');
    expect(usingTemplateText('Meeting Request')).toBe('Using template: Meeting Request');
  });

  it('asks for a variable by name', () => {
    expect(customizeVariablePlaceholder('company')).toBe('Enter company');
  });
});
