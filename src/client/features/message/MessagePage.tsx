import { Mail } from 'lucide-react';
import { useParams } from 'react-router';
import { PlaceholderPage } from '../../ui/page';
import { MESSAGE_DESCRIPTION, MESSAGE_TITLE } from './texts';

/** /email/:messageId and /message/:messageId. */
export function MessagePage() {
  const { messageId } = useParams<{ messageId: string }>();
  return (
    <PlaceholderPage
      title={MESSAGE_TITLE}
      description={MESSAGE_DESCRIPTION}
      icon={Mail}
      note={messageId ? `Message ${messageId} will open here.` : undefined}
    />
  );
}
