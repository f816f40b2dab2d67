import { BellRing } from 'lucide-react';
import { PlaceholderPage } from '../../ui/page';
import { FOLLOW_UPS_DESCRIPTION, FOLLOW_UPS_TITLE } from './texts';

export function FollowUpsPage() {
  return <PlaceholderPage title={FOLLOW_UPS_TITLE} description={FOLLOW_UPS_DESCRIPTION} icon={BellRing} />;
}
