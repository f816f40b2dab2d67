/**
 * The Rules screen: write a rule in plain words (or start an empty one),
 * check and save it in the editor; the rules in the order they run; import
 * and export; and, on its own tab, the history of what the rules did.
 */
import { useState } from 'react';
import { useSearchParams } from '../../app/routing';
import { ListFilter, Plus } from 'lucide-react';
import { useLabels } from '../../api/labels';
import { useRules, type Interpretation, type Rule } from '../../api/rules';
import { Button } from '../../ui/button';
import { Page, PageHeader } from '../../ui/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';
import { RuleForm } from './RuleForm';
import { RuleHistory } from './RuleHistory';
import { RuleList } from './RuleList';
import { RuleWriter } from './RuleWriter';
import { TransferCard } from './TransferCard';
import { draftFromRule, emptyDraft, type RuleDraft } from './rule-draft';
import { editRuleTitle, FORM_NEW_TITLE, FORM_READ_TITLE, NEW_RULE, RULES_DESCRIPTION, RULES_TITLE, TAB_HISTORY, TAB_RULES } from './texts';

type Tab = 'rules' | 'history';

interface Editing {
  /** A new key remounts the form, so it starts from its draft. */
  key: number;
  title: string;
  draft: RuleDraft;
  ruleId?: string;
  explanation?: string;
}

let editingKey = 0;

export function RulesPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'history' ? 'history' : 'rules';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const labels = useLabels().data ?? [];
  const count = useRules().data?.length;
  const [editing, setEditing] = useState<Editing | null>(null);

  const open = (next: Omit<Editing, 'key'>) => {
    setEditing({ key: ++editingKey, ...next });
    if (tab !== 'rules') setParams({}, { replace: true });
  };
  const startNew = () => open({ title: FORM_NEW_TITLE, draft: emptyDraft() });
  const startRead = (result: Interpretation) => open({ title: FORM_READ_TITLE, draft: draftFromRule(result.rule, labels), explanation: result.explanation });
  const startEdit = (rule: Rule) => open({ title: editRuleTitle(rule.name), draft: draftFromRule(rule, labels), ruleId: rule.id });

  return (
    <Page>
      <PageHeader
        title={RULES_TITLE}
        description={RULES_DESCRIPTION}
        icon={ListFilter}
        actions={
          <Button onClick={startNew} data-testid="new-rule">
            <Plus aria-hidden="true" />
            {NEW_RULE}
          </Button>
        }
      />
      <Tabs
        value={tab}
        onValueChange={(value) => setParams(value === 'history' ? { tab: 'history' } : {}, { replace: true })}
        className="mt-8 gap-6"
      >
        <TabsList>
          <TabsTrigger value="rules">
            {TAB_RULES}
            {count !== undefined && count > 0 && <span className="text-xs text-muted-foreground tabular-nums">{count}</span>}
          </TabsTrigger>
          <TabsTrigger value="history">{TAB_HISTORY}</TabsTrigger>
        </TabsList>
        <TabsContent value="rules">
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_19rem]">
            <div className="grid min-w-0 content-start gap-6">
              <RuleWriter onRead={startRead} />
              {editing && (
                <RuleForm
                  key={editing.key}
                  initial={editing.draft}
                  ruleId={editing.ruleId}
                  title={editing.title}
                  explanation={editing.explanation}
                  onDone={() => setEditing(null)}
                />
              )}
              <RuleList onEdit={startEdit} />
            </div>
            <aside className="grid content-start gap-6">
              <TransferCard />
            </aside>
          </div>
        </TabsContent>
        <TabsContent value="history">
          <RuleHistory page={page} onPage={(p) => setParams(p > 1 ? { tab: 'history', page: String(p) } : { tab: 'history' })} />
        </TabsContent>
      </Tabs>
    </Page>
  );
}
