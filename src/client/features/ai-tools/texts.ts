/** Texts the AI Tools screen shows. */
export const AI_TOOLS_TITLE = 'AI Tools';
export const AI_TOOLS_DESCRIPTION = 'Summarize, analyze, prioritize and draft replies to your email.';
export const INTRO_TITLE = 'Your email assistant';
export const INTRO_TEXT =
  'Paste an email below to get three suggested replies with an analysis of what it asks, a short summary, or a priority with its reasons. Everything runs on the server in milliseconds.';
export const TIP_TEXT = 'Tip: paste the complete email content, including the sender and subject lines, for the best results.';

export const TAB_SMART_REPLY = 'Smart Reply';
export const TAB_SUMMARIZER = 'Email Summarizer';
export const TAB_PRIORITIZER = 'Priority Analyzer';

export const LABEL_EMAIL_CONTENT = 'Email content';
export const PLACEHOLDER_EMAIL = 'Paste the email here…';

export const BUTTON_GENERATE_REPLIES = 'Generate Smart Replies';
export const BUTTON_SUMMARIZE = 'Summarize Email';
export const BUTTON_ANALYZE_PRIORITY = 'Analyze Priority';
export const BUTTON_COPY = 'Copy';
export const BUTTON_COPIED = 'Copied';
export const BUTTON_USE = 'Use';
export const COPIED_INDICATOR_MS = 2000;

export const HEADING_SUGGESTED_REPLIES = 'Suggested replies';
export const HEADING_SELECTED_REPLY = 'Selected reply';
export const HEADING_SUMMARY = 'Summary';
export const HEADING_PRIORITY = 'Priority';
export const REVIEW_NOTICE_TITLE = 'Human review recommended';
/** The reason as one sentence (some end in their own full stop, others not), then the confidence. */
export const reviewNoticeText = (reason: string | null, confidence: number) => {
  const sentence = reason?.trim().replace(/[.!?]+$/, '');
  return `${sentence ? `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}. ` : ''}Confidence ${confidence}%. Read the email yourself before replying.`;
};

export const badgeIntent = (intent: string) => `Intent: ${intent}`;
export const badgeUrgency = (urgency: string) => `Urgency: ${urgency}`;
export const badgeDeadlines = (n: number) => `${n} ${n === 1 ? 'deadline' : 'deadlines'}`;
export const badgeQuestions = (n: number) => `${n} ${n === 1 ? 'question' : 'questions'}`;

export const TOAST_CONTENT_REQUIRED = 'Email content required';
export const TOAST_CONTENT_FOR_REPLIES = 'Please enter the email content to generate replies';
export const TOAST_CONTENT_FOR_SUMMARY = 'Please enter the email content to summarize';
export const TOAST_CONTENT_FOR_ANALYSIS = 'Please enter the email content to analyze';
export const TOAST_ERROR = 'Error';
export const TOAST_SMART_REPLIES_FAILED = 'Failed to generate smart replies. Please try again.';
