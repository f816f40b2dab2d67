import { describe, expect, it } from 'vitest';
import { serverLabelIds, userLabelsAfterSync, type LabelLookup } from './sync';

const lookup: LabelLookup = {
  byKeyword: new Map([
    ['work', 'label-work'],
    ['$receipts', 'label-receipts'],
  ]),
  byName: new Map([
    ['work', 'label-work'],
    ['receipts', 'label-receipts'],
    ['projects/alpha', 'label-alpha'],
  ]),
};

describe('the labels a server gives a message', () => {
  it('reads keywords without case, as servers compare them', () => {
    expect(serverLabelIds(['\\Seen', '$Receipts', 'Work'], undefined, lookup)).toEqual(['label-receipts', 'label-work']);
  });

  it("reads Gmail's X-GM-LABELS by the label's name, nested ones included, once each", () => {
    expect(serverLabelIds(['Work'], new Set(['Work', 'Projects/Alpha', 'Receipts']), lookup)).toEqual(['label-work', 'label-alpha', 'label-receipts']);
  });

  it("leaves Gmail's system labels and labels the user does not have", () => {
    expect(serverLabelIds([], new Set(['\\Inbox', '\\Important', '\\Starred', 'Holidays']), lookup)).toEqual([]);
  });

  it('does not take a keyword for a name: "Receipts" as a keyword is not the label', () => {
    expect(serverLabelIds(['Receipts'], undefined, lookup)).toEqual([]);
  });
});

describe('the labels a message keeps after a flag sync', () => {
  it("takes Gmail's X-GM-LABELS as the whole truth: a label removed in Gmail goes, one added comes", () => {
    expect(userLabelsAfterSync(['label-work', 'label-receipts'], ['label-work', 'label-alpha'], true)).toEqual(['label-work', 'label-alpha']);
    expect(userLabelsAfterSync(['label-work'], [], true)).toEqual([]);
  });

  it('elsewhere keeps the labels given here and adds keywords set by other clients', () => {
    expect(userLabelsAfterSync(['label-work'], ['label-alpha', 'label-work'], false)).toEqual(['label-work', 'label-alpha']);
    expect(userLabelsAfterSync(['label-work'], [], false)).toEqual(['label-work']);
  });
});
