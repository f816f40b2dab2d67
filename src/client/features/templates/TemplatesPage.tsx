import { FileText } from 'lucide-react';
import { PlaceholderPage } from '../../ui/page';
import { TEMPLATES_DESCRIPTION, TEMPLATES_TITLE } from './texts';

export function TemplatesPage() {
  return <PlaceholderPage title={TEMPLATES_TITLE} description={TEMPLATES_DESCRIPTION} icon={FileText} />;
}
