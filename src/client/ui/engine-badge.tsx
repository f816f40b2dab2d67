import { Cpu } from 'lucide-react';
import { Badge } from './badge';

export const ENGINE_LOCAL = 'local engine';
/** The placeholder answered while AI features are off, or when every engine failed. */
export const ENGINE_PLACEHOLDER = 'placeholder';
export const ENGINE_TITLE = (engine: string) => `Written by ${engine}`;

/** Who wrote a helper's answer: the person's (or the server's) model by name, the local engine (also when it stood in for a failing model), or a placeholder. */
export function EngineBadge({ engine }: { engine: string }) {
  const local = engine === 'local' || engine === 'fallback';
  const name = engine === 'local' ? ENGINE_LOCAL : engine === 'fallback' ? ENGINE_PLACEHOLDER : engine;
  return (
    <Badge variant={local ? 'secondary' : 'default'} title={ENGINE_TITLE(name)} data-testid="ai-engine-badge" className="max-w-48">
      <Cpu aria-hidden="true" />
      <span className="truncate">{name}</span>
    </Badge>
  );
}
