import { FileText, Flag, Lightbulb, MessageSquareReply, Sparkles } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { Page, PageHeader } from '../../ui/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';
import { PriorityTab } from './PriorityTab';
import { SmartReplyTab } from './SmartReplyTab';
import { SummarizerTab } from './SummarizerTab';
import {
  AI_TOOLS_DESCRIPTION, AI_TOOLS_TITLE, INTRO_TEXT, INTRO_TITLE, TAB_PRIORITIZER, TAB_SMART_REPLY, TAB_SUMMARIZER, TIP_TEXT,
} from './texts';

export function AiToolsPage() {
  return (
    <Page className="grid gap-6">
      <PageHeader title={AI_TOOLS_TITLE} description={AI_TOOLS_DESCRIPTION} icon={Sparkles} />
      <Card>
        <CardHeader>
          <CardTitle>{INTRO_TITLE}</CardTitle>
          <CardDescription>{INTRO_TEXT}</CardDescription>
        </CardHeader>
        <CardContent>
          <p className="flex items-start gap-2 rounded-md bg-muted/60 px-3 py-2 text-sm text-muted-foreground">
            <Lightbulb className="mt-0.5 size-4 shrink-0 text-amber-500" aria-hidden="true" />
            {TIP_TEXT}
          </p>
        </CardContent>
      </Card>
      <Tabs defaultValue="smart-reply">
        <TabsList className="grid h-auto w-full grid-cols-3 sm:inline-flex sm:h-10 sm:w-fit">
          <TabsTrigger value="smart-reply" className="h-auto min-h-9 px-2 py-1.5 text-center leading-tight whitespace-normal sm:h-full sm:px-3 sm:whitespace-nowrap">
            <MessageSquareReply className="hidden size-4 sm:block" aria-hidden="true" />
            {TAB_SMART_REPLY}
          </TabsTrigger>
          <TabsTrigger value="summarizer" className="h-auto min-h-9 px-2 py-1.5 text-center leading-tight whitespace-normal sm:h-full sm:px-3 sm:whitespace-nowrap">
            <FileText className="hidden size-4 sm:block" aria-hidden="true" />
            {TAB_SUMMARIZER}
          </TabsTrigger>
          <TabsTrigger value="prioritizer" className="h-auto min-h-9 px-2 py-1.5 text-center leading-tight whitespace-normal sm:h-full sm:px-3 sm:whitespace-nowrap">
            <Flag className="hidden size-4 sm:block" aria-hidden="true" />
            {TAB_PRIORITIZER}
          </TabsTrigger>
        </TabsList>
        <Card>
          <CardContent className="px-4 sm:px-6">
            {/* Kept mounted while another tab shows, so a pasted email and its results are there on the way back. */}
            <TabsContent value="smart-reply" forceMount className="data-[state=inactive]:hidden"><SmartReplyTab /></TabsContent>
            <TabsContent value="summarizer" forceMount className="data-[state=inactive]:hidden"><SummarizerTab /></TabsContent>
            <TabsContent value="prioritizer" forceMount className="data-[state=inactive]:hidden"><PriorityTab /></TabsContent>
          </CardContent>
        </Card>
      </Tabs>
    </Page>
  );
}
