/**
 * The inbox and an open message. On a wide window, unless the person turned
 * the reading pane off, they are one screen: the message opens beside (or
 * below) the list and the list stays put; the URL still names the message,
 * so /email/:id links open the same view. Narrower windows keep them apart:
 * the list at /dashboard, the message on its own page.
 */
import { lazy, Suspense } from 'react';
import { useParams } from './routing';
import { DEFAULT_PREFERENCES } from '../../core/preferences/values';
import { usePreferences } from '../api/preferences';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { useMediaQuery } from '../lib/use-media-query';

const MessagePage = lazy(() => import('../features/message/MessagePage').then((m) => ({ default: m.MessagePage })));
const MessagePane = lazy(() => import('../features/message/MessagePage').then((m) => ({ default: m.MessagePane })));

/** From here the list and the message fit side by side (each keeps a readable width). */
export const READING_PANE_MEDIA = '(min-width: 1200px)';

export function MailScreen() {
  const { messageId } = useParams<{ messageId?: string }>();
  const wide = useMediaQuery(READING_PANE_MEDIA);
  const preferences = usePreferences();
  const position = preferences.data?.readingPane ?? DEFAULT_PREFERENCES.readingPane;
  // On a wide window, one short wait for the settings, so the list is not laid out one way and then
  // rebuilt the other; offline or failed, the defaults hold.
  if (wide && preferences.isPending && preferences.fetchStatus === 'fetching') return null;

  if (wide && position !== 'off') {
    return (
      <DashboardPage
        reader={{
          position,
          openId: messageId,
          renderMessage: (id, controls) => (
            <Suspense fallback={null}>
              <MessagePane id={id} {...controls} />
            </Suspense>
          ),
        }}
      />
    );
  }
  if (messageId) {
    return (
      <Suspense fallback={null}>
        <MessagePage />
      </Suspense>
    );
  }
  return <DashboardPage />;
}
