// Kept apart from nav-items.ts so the landing page does not download the app's icons.
/** The public header's anchors into the landing page. */
export const PUBLIC_NAV_ITEMS: readonly { to: string; label: string }[] = [
  { to: '/#features', label: 'Features' },
  { to: '/#pricing', label: 'Pricing' },
  { to: '/#about', label: 'About' },
];

export const HEADER_SCROLL_THRESHOLD_PX = 10;
