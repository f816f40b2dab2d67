import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { cn } from '../../lib/utils';

/**
 * An email's HTML shown safely: sanitised with DOMPurify, then rendered in a
 * sandboxed iframe (no scripts, no same-origin access, links open in a new tab).
 */
export function SafeHtmlFrame({ html, title, className }: { html: string; title: string; className?: string }) {
  const doc = useMemo(() => {
    const clean = DOMPurify.sanitize(html, { FORBID_TAGS: ['style', 'form', 'input', 'button'], FORBID_ATTR: ['style'] });
    return `<!doctype html><html><head><meta charset="utf-8"><base target="_blank"><style>
      body{margin:0;padding:12px 14px;font:14px/1.55 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1f2328;background:#fff;word-wrap:break-word}
      img{max-width:100%;height:auto} a{color:#2563eb} p{margin:0 0 .75em}
    </style></head><body>${clean}</body></html>`;
  }, [html]);
  return (
    <iframe
      title={title}
      sandbox="allow-popups allow-popups-to-escape-sandbox"
      srcDoc={doc}
      className={cn('h-64 w-full rounded-lg border bg-white', className)}
    />
  );
}
