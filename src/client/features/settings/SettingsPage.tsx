import { Settings } from 'lucide-react';
import { PlaceholderPage } from '../../ui/page';
import { SETTINGS_DESCRIPTION, SETTINGS_TITLE } from './texts';

export function SettingsPage() {
  return <PlaceholderPage title={SETTINGS_TITLE} description={SETTINGS_DESCRIPTION} icon={Settings} />;
}
