import { Lock, Mail, Settings, Sparkles, User } from 'lucide-react';
import { ComingSoon, Page, PageHeader } from '../../ui/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';
import { AiSettingsTab } from './AiSettingsTab';
import {
  PLACEHOLDER_ACCOUNT, PLACEHOLDER_EMAIL, PLACEHOLDER_PRIVACY, SETTINGS_DESCRIPTION, SETTINGS_TITLE, TAB_ACCOUNT, TAB_AI, TAB_EMAIL,
  TAB_PRIVACY,
} from './texts';

export function SettingsPage() {
  return (
    <Page className="grid gap-6">
      <PageHeader title={SETTINGS_TITLE} description={SETTINGS_DESCRIPTION} icon={Settings} />
      <Tabs defaultValue="ai">
        <TabsList className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:h-10 sm:w-fit">
          <TabsTrigger value="account" className="py-1.5"><User className="size-4" aria-hidden="true" />{TAB_ACCOUNT}</TabsTrigger>
          <TabsTrigger value="ai" className="py-1.5"><Sparkles className="size-4" aria-hidden="true" />{TAB_AI}</TabsTrigger>
          <TabsTrigger value="email" className="py-1.5"><Mail className="size-4" aria-hidden="true" />{TAB_EMAIL}</TabsTrigger>
          <TabsTrigger value="privacy" className="py-1.5"><Lock className="size-4" aria-hidden="true" />{TAB_PRIVACY}</TabsTrigger>
        </TabsList>
        <TabsContent value="account"><ComingSoon icon={User}>{PLACEHOLDER_ACCOUNT}</ComingSoon></TabsContent>
        <TabsContent value="ai"><AiSettingsTab /></TabsContent>
        <TabsContent value="email"><ComingSoon icon={Mail}>{PLACEHOLDER_EMAIL}</ComingSoon></TabsContent>
        <TabsContent value="privacy"><ComingSoon icon={Lock}>{PLACEHOLDER_PRIVACY}</ComingSoon></TabsContent>
      </Tabs>
    </Page>
  );
}
