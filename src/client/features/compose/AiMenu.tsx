import type { ChainedCommands, Editor } from '@tiptap/react';
import { Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { textToHtml } from '../../../core/mail/html-text';
import { TONES, type Tone } from '../../../core/ai/types';
import { aiClient, type Streamed } from '../../api/ai';
import { ApiError } from '../../api/errors';
import { Button } from '../../ui/button';
import { EngineBadge } from '../../ui/engine-badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '../../ui/dropdown-menu';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/use-toast';
import { greeted, ownText, replyRange } from './own-text';
import {
  AI_COMPLETE,
  AI_WRITE_REPLY,
  CONFIRM_REPLACE_REPLY,
  AI_ERROR_FALLBACK,
  AI_GENERATE,
  AI_IMPROVE,
  AI_MENU,
  AI_SUBJECT,
  AI_TONE,
  CONFIRM_REPLACE_CONTENT,
  TOAST_AI_ERROR,
  TOAST_MISSING_SUBJECT,
  TOAST_NO_SUBJECT_SOURCE,
  TOAST_NOTHING_TO_ADJUST,
  TOAST_NOTHING_TO_COMPLETE,
  TOAST_NOTHING_TO_IMPROVE,
} from './texts';

/** Plain text as editor paragraphs: blank lines split paragraphs, single newlines become <br>. */
function toParagraphs(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((p) => `<p>${textToHtml(p)}</p>`)
    .join('');
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The compose writing helpers: improve, subject, tone, generate, complete — each refusing empty input with its own message. */
export function AiMenu({
  editor,
  subject,
  onSubject,
  offline = false,
  replyingTo,
  recipientName = '',
}: {
  editor: Editor;
  subject: string;
  onSubject: (s: string) => void;
  offline?: boolean;
  /** The message being answered, as the writing helpers read it: offers Write Reply. */
  replyingTo?: string;
  /** The one recipient's name, when there is one: a written body greets them by it. */
  recipientName?: string;
}) {
  const [running, setRunning] = useState(false);
  const [engine, setEngine] = useState<string | null>(null);
  // A body being written stops when compose closes.
  const streaming = useRef<AbortController | null>(null);
  useEffect(() => () => streaming.current?.abort(), []);

  async function run(kind: keyof typeof TOAST_AI_ERROR, call: () => Promise<void>) {
    setRunning(true);
    try {
      await call();
    } catch (err) {
      toast({ title: TOAST_AI_ERROR[kind], description: err instanceof ApiError || err instanceof Error ? err.message : AI_ERROR_FALLBACK, variant: 'destructive' });
    } finally {
      setRunning(false);
    }
  }

  /** What the person wrote: not a reply's quote or a forwarded message, not the signature. */
  const text = () => replyRange(editor.state.doc).text;
  /** A rewrite of their words goes back over them (looked up again: they may have typed while it was written). */
  const rewrite = (written: string) => {
    const range = replyRange(editor.state.doc);
    const html = toParagraphs(written);
    editor.chain().insertContentAt({ from: range.from, to: range.to }, range.endsAtQuote ? `${html}<p></p>` : html).run();
  };

  function improve() {
    const body = text();
    if (!body) return toast({ ...TOAST_NOTHING_TO_IMPROVE, variant: 'destructive' });
    void run('improve', async () => rewrite((await aiClient.improve(body)).text));
  }

  function generateSubject() {
    const body = text();
    if (!body) return toast({ ...TOAST_NO_SUBJECT_SOURCE, variant: 'destructive' });
    void run('subject', async () => onSubject((await aiClient.subject(body)).subject));
  }

  function tone(t: Tone) {
    const body = text();
    if (!body) return toast({ ...TOAST_NOTHING_TO_ADJUST, variant: 'destructive' });
    void run('tone', async () => rewrite((await aiClient.tone(body, t)).text));
  }

  /**
   * A helper's text streamed into the body, read-only meanwhile so nothing typed is written over. Each piece is
   * drawn on the body as it was, out of the undo history and not saved; the finished text is one change (autosave,
   * one undo step); a failure puts back what was there.
   */
  async function streamInto(
    write: (chain: ChainedCommands, html: string) => ChainedCommands,
    call: (onText: (text: string) => void, signal: AbortSignal) => Promise<Streamed<{ text: string }>>,
  ) {
    const before = editor.getJSON();
    const asBefore = () => editor.chain().setMeta('addToHistory', false).setMeta('preventUpdate', true).setContent(before, { emitUpdate: false });
    const controller = new AbortController();
    streaming.current = controller;
    editor.setEditable(false);
    try {
      const { result, engine: writer } = await call((text) => write(asBefore(), toParagraphs(text)).run(), controller.signal);
      asBefore().run();
      editor.setEditable(true);
      write(editor.chain(), toParagraphs(result.text)).run();
      setEngine(writer);
    } catch (error) {
      if (!editor.isDestroyed) {
        asBefore().run();
        editor.setEditable(true);
      }
      if (!(error instanceof DOMException && error.name === 'AbortError')) throw error;
    } finally {
      streaming.current = null;
    }
  }

  function generate() {
    if (!subject.trim()) return toast({ ...TOAST_MISSING_SUBJECT, variant: 'destructive' });
    const range = replyRange(editor.state.doc);
    if (range.text && !window.confirm(CONFIRM_REPLACE_CONTENT)) return;
    // Written where the person writes: the signature (and a quote) stay.
    void run('generate', () =>
      streamInto(
        (chain, html) => chain.insertContentAt(range, range.endsAtQuote ? `${html}<p></p>` : html),
        (onText, signal) =>
          aiClient
            .bodyStream(subject.trim(), (text) => onText(greeted(text, recipientName)), signal)
            .then((r) => ({ ...r, result: { ...r.result, text: greeted(r.result.text, recipientName) } })),
      ),
    );
  }


  /**
   * A reply to the message, streamed into the person's own part of the body (above the quote, or below it when
   * they write there), leaving the signature and the quote as they are.
   */
  function writeReply() {
    if (!replyingTo) return;
    const range = replyRange(editor.state.doc);
    if (range.text && !window.confirm(CONFIRM_REPLACE_REPLY)) return;
    void run('reply', () =>
      streamInto(
        // An empty line between the reply and "On … wrote:", as there is when one writes it by hand.
        (chain, html) => chain.insertContentAt(range, range.endsAtQuote ? `${html}<p></p>` : html),
        (onText, signal) => aiClient.replyStream(replyingTo, { options: { includeIntro: true, includeOutro: false } }, onText, signal),
      ),
    );
  }

  function complete() {
    const body = ownText(editor.state.doc).text;
    if (!body) return toast({ ...TOAST_NOTHING_TO_COMPLETE, variant: 'destructive' });
    void run('complete', async () => {
      const r = await aiClient.completion(body);
      // It continues the person's last words, not the signature or the quote below them.
      if (r.completion) editor.chain().focus().insertContentAt(ownText(editor.state.doc).end, textToHtml(r.completion)).run();
    });
  }

  return (
    <div className="flex items-center gap-1.5">
      {engine && <EngineBadge engine={engine} />}
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button type="button" variant="ghost" size="sm" className="h-8 gap-1.5 text-primary hover:text-primary" disabled={running || offline}>
            {running ? <Spinner /> : <Sparkles />}
            {AI_MENU}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-52">
          <DropdownMenuItem onSelect={improve}>{AI_IMPROVE}</DropdownMenuItem>
          <DropdownMenuItem onSelect={generateSubject}>{AI_SUBJECT}</DropdownMenuItem>
          <DropdownMenuSub>
            <DropdownMenuSubTrigger>{AI_TONE}</DropdownMenuSubTrigger>
            <DropdownMenuSubContent>
              {TONES.map((t) => (
                <DropdownMenuItem key={t} onSelect={() => tone(t)}>
                  {capitalize(t)}
                </DropdownMenuItem>
              ))}
            </DropdownMenuSubContent>
          </DropdownMenuSub>
          <DropdownMenuSeparator />
          {replyingTo && <DropdownMenuItem onSelect={writeReply}>{AI_WRITE_REPLY}</DropdownMenuItem>}
          <DropdownMenuItem onSelect={generate}>{AI_GENERATE}</DropdownMenuItem>
          <DropdownMenuItem onSelect={complete}>{AI_COMPLETE}</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
