/** Where the information pages are: the router reads this small list at start-up, the pages' texts load with them. */
export const INFO_PATHS = ['docs', 'help', 'community', 'blog', 'careers', 'privacy', 'terms', 'security'] as const;
export type InfoPath = (typeof INFO_PATHS)[number];
