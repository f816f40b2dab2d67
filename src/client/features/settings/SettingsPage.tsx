import { ArrowDownUp, Lock, Mail, Settings, Sparkles, User } from 'lucide-react';
import { useSearchParams } from '../../app/routing';
import { ComingSoon, Page, PageHeader } from '../../ui/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';
import { AiSettingsTab } from './AiSettingsTab';
import { ImportExportTab } from './ImportExportTab';
import { MailAccountsTab } from './MailAccountsTab';
import { ReadingCard } from './ReadingCard';
import {
  PLACEHOLDER_ACCOUNT, PLACEHOLDER_PRIVACY, SETTINGS_DESCRIPTION, SETTINGS_TITLE, TAB_ACCOUNT, TAB_AI, TAB_EMAIL,
  TAB_PRIVACY, TAB_TRANSFER,
} from './texts';

const TABS = ['account', 'ai', 'email', 'transfer', 'privacy'] as const;
type SettingsTab = (typeof TABS)[number];

/** Settings; `?tab=email` opens the mail accounts (the add-account links point there). */
export function SettingsPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as SettingsTab | null;
  const tab: SettingsTab = requested && TABS.includes(requested) ? requested : 'ai';
  return (
    <Page className="grid gap-6">
      <PageHeader title={SETTINGS_TITLE} description={SETTINGS_DESCRIPTION} icon={Settings} />
      <Tabs value={tab} onValueChange={(value) => setParams({ tab: value }, { replace: true })}>
        {/* Two columns on a phone; an odd last tab takes the whole row rather than sitting alone in half of it. */}
        <TabsList className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:h-10 sm:w-fit [&>*:last-child:nth-child(odd)]:col-span-2">
          <TabsTrigger value="account" className="py-1.5"><User className="size-4" aria-hidden="true" />{TAB_ACCOUNT}</TabsTrigger>
          <TabsTrigger value="ai" className="py-1.5"><Sparkles className="size-4" aria-hidden="true" />{TAB_AI}</TabsTrigger>
          <TabsTrigger value="email" className="py-1.5"><Mail className="size-4" aria-hidden="true" />{TAB_EMAIL}</TabsTrigger>
          <TabsTrigger value="transfer" className="py-1.5"><ArrowDownUp className="size-4" aria-hidden="true" />{TAB_TRANSFER}</TabsTrigger>
          <TabsTrigger value="privacy" className="py-1.5"><Lock className="size-4" aria-hidden="true" />{TAB_PRIVACY}</TabsTrigger>
        </TabsList>
        <TabsContent value="account"><ComingSoon icon={User}>{PLACEHOLDER_ACCOUNT}</ComingSoon></TabsContent>
        {/* Kept while another tab shows: its changes wait for Save Settings, and a look at another tab lost them. */}
        <TabsContent value="ai" forceMount className="data-[state=inactive]:hidden"><AiSettingsTab /></TabsContent>
        <TabsContent value="email" className="grid gap-6"><MailAccountsTab /><ReadingCard /></TabsContent>
        <TabsContent value="transfer"><ImportExportTab /></TabsContent>
        <TabsContent value="privacy"><ComingSoon icon={Lock}>{PLACEHOLDER_PRIVACY}</ComingSoon></TabsContent>
      </Tabs>
    </Page>
  );
}
