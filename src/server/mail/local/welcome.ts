/**
 * The first mail a new account finds: a short tour that doubles as material
 * for the helpers (a question with a deadline to analyse, a link to follow).
 */
import { addDays, format } from 'date-fns';
import { LABEL, newMessageRow, type NewMessageRow } from '../store';
import { htmlToText, previewOf } from '../../../core/mail/html-text';
import { firstName } from '../../../core/mail/address';

export const WELCOME_SENDER = { name: 'Email Buddy', email: 'welcome@email-buddy.local' };
export const TEAM_SENDER = { name: 'Maya Chen', email: 'maya.chen@email-buddy.local' };

interface Welcome {
  from: { name: string; email: string };
  subject: string;
  html: string;
  minutesAgo: number;
}

function welcomes(name: string, publicUrl: string, now: Date): Welcome[] {
  const first = firstName(name) || 'there';
  const friday = format(addDays(now, 3), 'EEEE, MMMM d');
  return [
    {
      from: WELCOME_SENDER,
      subject: 'Welcome to Email Buddy',
      minutesAgo: 1,
      html: `<p>Hi ${escapeHtml(first)},</p>
<p>Welcome to <strong>Email Buddy</strong>, the email client that helps you write, answer and follow up faster.</p>
<ul>
<li>Press <strong>c</strong> to compose, <strong>Ctrl+K</strong> for the command palette, <strong>j</strong>/<strong>k</strong> to move through your inbox.</li>
<li>Open any message and choose <em>Analyze Email</em> or <em>Smart Replies</em>: the writing helpers run on this server, in milliseconds.</li>
<li>Schedule a send, set a follow-up reminder, or turn on read receipts from the compose screen.</li>
</ul>
<p>Your writing helpers live here: <a href="${publicUrl}/ai-tools">${publicUrl}/ai-tools</a></p>
<p>Happy writing,<br>The Email Buddy team</p>`,
    },
    {
      from: TEAM_SENDER,
      subject: 'Can you review the launch plan by Friday?',
      minutesAgo: 2,
      html: `<p>Hi ${escapeHtml(first)},</p>
<p>I have attached the notes for the Q3 launch plan. Could you review the timeline and the budget section before ${friday}? We need to send the final version to the leadership team by then.</p>
<p>Two questions while you read it: do you think the beta should start two weeks earlier? And can you join a 30-minute call on Thursday at 10am to go through your comments?</p>
<p>Thanks so much,<br>Maya</p>`,
    },
    {
      from: WELCOME_SENDER,
      subject: 'Templates, snippets and scheduled sending',
      minutesAgo: 3,
      html: `<p>Three tools that save the most time:</p>
<ol>
<li><strong>Templates</strong> with placeholders like {name} and {company}, filled in as you insert them.</li>
<li><strong>Snippets</strong> for the sentences you type every day.</li>
<li><strong>Scheduled sending</strong>: pick a time and close your laptop; the server sends it for you.</li>
</ol>
<p>Try <strong>Ctrl+T</strong> in compose to open your templates.</p>`,
    },
    {
      from: WELCOME_SENDER,
      subject: 'Know when your email is read',
      minutesAgo: 4,
      html: `<p>Turn on <strong>Read Receipt</strong> or <strong>Link Tracking</strong> when you compose, and the Tracking page shows when your message was opened and which links were clicked.</p>
<p>Follow-up reminders tell you when someone has not answered yet, and close themselves when they do.</p>`,
    },
  ];
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Rows for a new account's inbox, newest first. */
export function welcomeRows(account: { id: string; name: string; email: string }, publicUrl: string, now = new Date()): NewMessageRow[] {
  return welcomes(account.name, publicUrl, now).map((w) => {
    const text = htmlToText(w.html);
    // The app's own guides ask nothing of the user; Maya's review request is the example of one that does.
    const guide = w.from === WELCOME_SENDER ? { asks: false } : {};
    return {
      ...guide,
      ...newMessageRow({
      userId: account.id,
      messageIdHeader: `<welcome-${Math.random().toString(36).slice(2)}@email-buddy.local>`,
      subject: w.subject,
      from: w.from,
      to: [{ name: account.name, email: account.email }],
      date: new Date(now.getTime() - w.minutesAgo * 60_000),
      snippet: previewOf(text, 200),
      html: w.html,
      text,
      labels: [LABEL.inbox, LABEL.unread],
      }),
    };
  });
}
