import { SquarePen } from 'lucide-react';
import { PlaceholderPage } from '../../ui/page';
import { COMPOSE_DESCRIPTION, COMPOSE_TITLE } from './texts';

export function ComposePage() {
  return <PlaceholderPage title={COMPOSE_TITLE} description={COMPOSE_DESCRIPTION} icon={SquarePen} />;
}
