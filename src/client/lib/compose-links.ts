/** Where a message opens (/email/{id}). */
export function messagePath(id: string): string {
  return `/email/${encodeURIComponent(id)}`;
}

/** Where reply, reply all, forward and a saved draft go (/compose?reply={id}, with &all=1, /compose?forward={id}, /compose?draft={id}). */
export function composeReplyPath(id: string, options: { all?: boolean } = {}) {
  return `/compose?reply=${encodeURIComponent(id)}${options.all ? '&all=1' : ''}`;
}
export function composeForwardPath(id: string) {
  return `/compose?forward=${encodeURIComponent(id)}`;
}
export function composeDraftPath(id: string) {
  return `/compose?draft=${encodeURIComponent(id)}`;
}
