import { LayoutDashboard } from 'lucide-react';
import { PlaceholderPage } from '../../ui/page';
import { DASHBOARD_DESCRIPTION, DASHBOARD_TITLE } from './texts';

export function DashboardPage() {
  return <PlaceholderPage title={DASHBOARD_TITLE} description={DASHBOARD_DESCRIPTION} icon={LayoutDashboard} />;
}
