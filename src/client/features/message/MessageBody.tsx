/**
 * A message's sanitised HTML in a sandboxed frame. No `allow-scripts`, so
 * nothing in a message ever runs; `allow-same-origin` is there only so this
 * page can read the frame's height (safe without scripts), and the CSP meta
 * forbids everything but inline styles and images. Links open in a new tab.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Moon, Sun } from 'lucide-react';
import { Button } from '../../ui/button';
import { useStoredState } from '../../lib/use-stored-state';
import { MESSAGE_BACKGROUND_DARK, MESSAGE_BACKGROUND_LIGHT, MESSAGE_FRAME_TITLE } from './texts';

export const FRAME_SANDBOX = 'allow-same-origin allow-popups allow-popups-to-escape-sandbox';
export const FRAME_CSP = "default-src 'none'; img-src data: https: http:; style-src 'unsafe-inline'";

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** True when a message brings no colours of its own, so it can follow the dark theme safely. */
export function isColourless(html: string): boolean {
  return !/(?:^|[\s;"'])(?:color|background(?:-color)?)\s*:|\b(?:bgcolor|color)\s*=|<style/i.test(html);
}

const DARK_CSS = 'html,body{background:#1c1d24;color:#e4e5eb}a{color:#a5b4fc}blockquote{border-color:#3a3b46;color:#a3a6b4}';
/**
 * A message with colours of its own, darkened on request: the page is inverted
 * with hues kept, and pictures inverted back so photos and logos look right.
 */
const INVERTED_CSS =
  'html{background:#fff;filter:invert(.9) hue-rotate(180deg)}img,picture,video,svg,[style*="background-image"]{filter:invert(1) hue-rotate(180deg)}';

/** How a message is shown: on the white "paper" mail was written for, following the dark theme, or darkened although it has colours. */
export type FrameLook = 'paper' | 'dark' | 'inverted';

export function frameDocument(html: string, look: FrameLook = 'paper'): string {
  return `<!doctype html><html><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${escapeAttr(FRAME_CSP)}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<base target="_blank">
<style>
  html,body{margin:0;padding:0;background:#fff;color:#1f2330}
  body{padding:20px 24px;font:14px/1.6 Inter,ui-sans-serif,system-ui,-apple-system,"Segoe UI",sans-serif;overflow-wrap:anywhere}
  img{max-width:100%;height:auto}
  table{max-width:100%}
  pre{white-space:pre-wrap}
  a{color:#4f46e5}
  blockquote{margin:0 0 0 .5em;padding-left:1em;border-left:3px solid #e2e4ea;color:#5b6070}
  body>:first-child{margin-top:0}body>:last-child{margin-bottom:0}
  @media (max-width:480px){body{padding:16px}}
  ${look === 'dark' ? DARK_CSS : look === 'inverted' ? INVERTED_CSS : ''}
</style></head><body>${html}</body></html>`;
}

/** A reader's choice for HTML mail in the dark theme, kept in this browser; 'auto' darkens only mail without colours of its own. */
type MessageBackground = 'auto' | 'light' | 'dark';
const isMessageBackground = (value: unknown): value is MessageBackground => value === 'auto' || value === 'light' || value === 'dark';

/** What a message looks like in the current theme, given the reader's choice. */
export function frameLook(html: string, dark: boolean, background: MessageBackground): FrameLook {
  if (!dark || background === 'light') return 'paper';
  if (isColourless(html)) return 'dark';
  return background === 'dark' ? 'inverted' : 'paper';
}

export function MessageBody({ html, dark }: { html: string; dark: boolean }) {
  const [background, setBackground] = useStoredState<MessageBackground>('message-background', 'auto', isMessageBackground);
  const look = frameLook(html, dark, background);
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(160);
  const observer = useRef<ResizeObserver | null>(null);

  const measure = useCallback(() => {
    const doc = frame.current?.contentDocument;
    if (!doc?.documentElement) return;
    // The body, not the document: the document is never shorter than the frame, so a short message could not shrink it.
    setHeight(Math.max(80, Math.ceil(doc.body?.scrollHeight ?? doc.documentElement.scrollHeight)));
  }, []);

  const onLoad = useCallback(() => {
    const doc = frame.current?.contentDocument;
    if (!doc) return;
    for (const a of doc.querySelectorAll('a[href]')) {
      a.setAttribute('target', '_blank');
      a.setAttribute('rel', 'noopener noreferrer');
    }
    measure();
    observer.current?.disconnect();
    observer.current = new ResizeObserver(measure);
    observer.current.observe(doc.body ?? doc.documentElement);
    for (const img of doc.images) img.addEventListener('load', measure);
    // Keys pressed after a click in the message (to select its text) reach the frame's own document, where the app's
    // shortcuts (j, e, s, Ctrl+K) never heard them: handed on to the app's, and kept from the frame if it acts.
    doc.addEventListener('keydown', (e) => {
      const copy = new KeyboardEvent('keydown', {
        key: e.key,
        code: e.code,
        shiftKey: e.shiftKey,
        ctrlKey: e.ctrlKey,
        metaKey: e.metaKey,
        altKey: e.altKey,
        repeat: e.repeat,
        bubbles: true,
        cancelable: true,
      });
      if (!document.dispatchEvent(copy)) e.preventDefault();
    });
  }, [measure]);

  useEffect(() => () => observer.current?.disconnect(), []);

  const frameElement = (
    <iframe
      ref={frame}
      data-testid="message-frame"
      data-look={look}
      title={MESSAGE_FRAME_TITLE}
      sandbox={FRAME_SANDBOX}
      srcDoc={frameDocument(html, look)}
      onLoad={onLoad}
      style={{ height }}
      className={look === 'paper' ? 'block w-full border-0 bg-white' : 'block w-full border-0 bg-[#1c1d24]'}
    />
  );
  if (!dark) return frameElement;
  // In the dark theme the reader picks the background: mail written for white paper can glare, and darkened mail can lose its design.
  const onPaper = look === 'paper';
  return (
    <>
      <div className="flex justify-end border-b bg-card px-2 py-1">
        <Button
          variant="ghost"
          size="sm"
          className="h-7 px-2 text-xs text-muted-foreground"
          data-testid="message-background"
          onClick={() => setBackground(onPaper ? 'dark' : 'light')}
        >
          {onPaper ? <Moon aria-hidden="true" /> : <Sun aria-hidden="true" />}
          {onPaper ? MESSAGE_BACKGROUND_DARK : MESSAGE_BACKGROUND_LIGHT}
        </Button>
      </div>
      {frameElement}
    </>
  );
}
