import { WifiOff } from 'lucide-react';
import { PlaceholderPage } from '../../ui/page';
import { OFFLINE_DESCRIPTION, OFFLINE_TITLE } from './texts';

export function OfflinePage() {
  return <PlaceholderPage title={OFFLINE_TITLE} description={OFFLINE_DESCRIPTION} icon={WifiOff} />;
}
