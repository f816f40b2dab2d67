import { useRules } from '../../api/rules';
import { rulesUsingLabel } from '../../ui/labels/texts';

/** The rules that put this label on mail (read when the dialog opens). */
export function RulesUsingLabel({ labelId }: { labelId: string }) {
  const rules = useRules();
  const names = (rules.data ?? []).filter((r) => r.actions.some((a) => a.type === 'label' && a.labelId === labelId)).map((r) => r.name);
  if (names.length === 0) return null;
  return (
    <p className="text-sm text-amber-700 dark:text-amber-400" data-testid="label-rules-warning">
      {rulesUsingLabel(names)}
    </p>
  );
}
