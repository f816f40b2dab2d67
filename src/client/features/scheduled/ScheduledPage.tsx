import { CalendarClock } from 'lucide-react';
import { PlaceholderPage } from '../../ui/page';
import { SCHEDULED_DESCRIPTION, SCHEDULED_TITLE } from './texts';

export function ScheduledPage() {
  return <PlaceholderPage title={SCHEDULED_TITLE} description={SCHEDULED_DESCRIPTION} icon={CalendarClock} />;
}
