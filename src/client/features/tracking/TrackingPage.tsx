import { ChartNoAxesColumn } from 'lucide-react';
import { PlaceholderPage } from '../../ui/page';
import { TRACKING_DESCRIPTION, TRACKING_TITLE } from './texts';

export function TrackingPage() {
  return <PlaceholderPage title={TRACKING_TITLE} description={TRACKING_DESCRIPTION} icon={ChartNoAxesColumn} />;
}
