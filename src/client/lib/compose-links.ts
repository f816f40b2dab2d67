/** Where reply, reply all and forward go (/compose?reply={id}, with &all=1, /compose?forward={id}). */
export function composeReplyPath(id: string, options: { all?: boolean } = {}) {
  return `/compose?reply=${encodeURIComponent(id)}${options.all ? '&all=1' : ''}`;
}
export function composeForwardPath(id: string) {
  return `/compose?forward=${encodeURIComponent(id)}`;
}
