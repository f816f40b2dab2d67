/**
 * What an unsubscribe did, in words, for the message view and the
 * Subscriptions screen; a link the server could not act on opens in a new tab.
 */
export const UNSUBSCRIBE = 'Unsubscribe';
export const UNSUBSCRIBE_FAILED = 'Unsubscribe failed';

export interface UnsubscribeOutcome {
  method: 'one-click' | 'mailto' | 'link';
  url?: string;
}

export function describeUnsubscribe(outcome: UnsubscribeOutcome): { title: string; description: string } {
  switch (outcome.method) {
    case 'one-click':
      return { title: 'Unsubscribed', description: 'The sender was told to stop this mail.' };
    case 'mailto':
      return { title: 'Unsubscribe request sent', description: `An email asking to be removed went to ${outcome.url?.replace(/^mailto:/i, '').split('?')[0] ?? 'the sender'}.` };
    case 'link':
      return { title: "Opened the sender's unsubscribe page", description: 'Finish there: the sender asks for it on their site.' };
  }
}

/** Opens a `link` outcome's page; one-click and mailto were done by the server. */
export function openUnsubscribePage(outcome: UnsubscribeOutcome) {
  if (outcome.method === 'link' && outcome.url && /^https?:\/\//i.test(outcome.url)) window.open(outcome.url, '_blank', 'noopener,noreferrer');
}
