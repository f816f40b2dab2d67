/**
 * A message's sanitised HTML in a sandboxed frame. No `allow-scripts`, so
 * nothing in a message ever runs; `allow-same-origin` is there only so this
 * page can read the frame's height (safe without scripts), and the CSP meta
 * forbids everything but inline styles and images. Links open in a new tab.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGE_FRAME_TITLE } from './texts';

export const FRAME_SANDBOX = 'allow-same-origin allow-popups allow-popups-to-escape-sandbox';
export const FRAME_CSP = "default-src 'none'; img-src data: https: http:; style-src 'unsafe-inline'";

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export function frameDocument(html: string): string {
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
</style></head><body>${html}</body></html>`;
}

export function MessageBody({ html }: { html: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(160);
  const observer = useRef<ResizeObserver | null>(null);

  const measure = useCallback(() => {
    const doc = frame.current?.contentDocument;
    if (!doc?.documentElement) return;
    setHeight(Math.max(80, Math.ceil(doc.documentElement.scrollHeight)));
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
    observer.current.observe(doc.documentElement);
    for (const img of doc.images) img.addEventListener('load', measure);
  }, [measure]);

  useEffect(() => () => observer.current?.disconnect(), []);

  return (
    <iframe
      ref={frame}
      data-testid="message-frame"
      title={MESSAGE_FRAME_TITLE}
      sandbox={FRAME_SANDBOX}
      srcDoc={frameDocument(html)}
      onLoad={onLoad}
      style={{ height }}
      className="block w-full rounded-lg border-0 bg-white"
    />
  );
}
