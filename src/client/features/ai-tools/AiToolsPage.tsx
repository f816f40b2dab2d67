import { Sparkles } from 'lucide-react';
import { PlaceholderPage } from '../../ui/page';
import { AI_TOOLS_DESCRIPTION, AI_TOOLS_TITLE } from './texts';

export function AiToolsPage() {
  return <PlaceholderPage title={AI_TOOLS_TITLE} description={AI_TOOLS_DESCRIPTION} icon={Sparkles} />;
}
