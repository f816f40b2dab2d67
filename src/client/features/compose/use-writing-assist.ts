/**
 * The editor's background helpers: after 1.5 s without typing a
 * completion is requested for content over 20 characters and offered when
 * longer than 5; with auto-generate on, a subject of 3+ characters and an
 * empty body produce a body after 1 s. Failures are only logged: a missing suggestion must never interrupt typing.
 */
import type { Editor } from '@tiptap/react';
import { useEffect, useState } from 'react';
import { aiClient } from '../../api/ai';
import { useAiSettings } from '../../lib/ai-settings';
import { isBlankHtml } from './autosave';
import { greeted, ownText, replyRange } from './own-text';

export const COMPLETION_IDLE_MS = 1500;
export const COMPLETION_MIN_CONTENT = 20;
export const COMPLETION_MIN_SUGGESTION = 5;
export const AUTO_GENERATE_IDLE_MS = 1000;
export const AUTO_GENERATE_MIN_SUBJECT = 3;

/** `recipientName`: the one recipient's name, when there is one, for the greeting of a generated body. */
export function useWritingAssist(editor: Editor | null, body: string, subject: string, recipientName = '') {
  const settings = useAiSettings();
  const [suggestion, setSuggestion] = useState<{ forBody: string; text: string } | null>(null);

  useEffect(() => {
    if (!editor || editor.isDestroyed || !settings.enabled) return;
    // Only what the person wrote: a reply's quoted original is not theirs to continue.
    const { text } = ownText(editor.state.doc);
    if (text.trim().length <= COMPLETION_MIN_CONTENT) return;
    let live = true;
    const timer = setTimeout(() => {
      aiClient
        .completion(text)
        .then((r) => {
          if (live && r.completion.trim().length > COMPLETION_MIN_SUGGESTION) setSuggestion({ forBody: body, text: r.completion });
        })
        .catch((err: unknown) => console.warn('completion suggestion failed', err));
    }, COMPLETION_IDLE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [editor, body, settings.enabled]);

  useEffect(() => {
    if (!editor || editor.isDestroyed || !settings.enabled || !settings.autoGenerate) return;
    const topic = subject.trim();
    if (topic.length < AUTO_GENERATE_MIN_SUBJECT || !isBlankHtml(editor.getHTML())) return;
    let live = true;
    const timer = setTimeout(() => {
      aiClient
        .body(topic)
        .then((r) => {
          if (live && isBlankHtml(editor.getHTML()) && r.text.trim()) {
            // Where the person writes: a signature already in the body stays under it.
            const range = replyRange(editor.state.doc);
            const html = greeted(r.text, recipientName)
              .split(/\n{2,}/)
              .map((p) => `<p>${p.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/\n/g, '<br>')}</p>`)
              .join('');
            editor.chain().insertContentAt({ from: range.from, to: range.to }, html).run();
          }
        })
        .catch((err: unknown) => console.warn('auto-generate failed', err));
    }, AUTO_GENERATE_IDLE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [editor, subject, settings.enabled, settings.autoGenerate, recipientName]);

  // A suggestion belongs to the body it was made for; typing on makes it stale.
  const current = suggestion && suggestion.forBody === body ? suggestion.text : null;
  return {
    suggestion: current,
    accept: () => {
      if (!editor || !current) return false;
      const { end } = ownText(editor.state.doc);
      editor.chain().focus().insertContentAt(end, current.replace(/&/g, '&amp;').replace(/</g, '&lt;')).run();
      setSuggestion(null);
      return true;
    },
    dismiss: () => setSuggestion(null),
  };
}
