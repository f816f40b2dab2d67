/** Where reply and forward go (/compose?reply={id}, /compose?forward={id}). */
export function composeReplyPath(id: string) {
  return `/compose?reply=${encodeURIComponent(id)}`;
}
export function composeForwardPath(id: string) {
  return `/compose?forward=${encodeURIComponent(id)}`;
}
