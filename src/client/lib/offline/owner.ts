/** Whose offline copy this browser holds: the person last signed in here, until sign-out. */
export interface OfflineOwner {
  id: string;
  name: string;
  email: string;
  image?: string | null;
}

let owner: OfflineOwner | null = null;

/** Known once the saved copy has been read at start; null when nothing is saved. */
export const offlineOwner = () => owner;

export function setOfflineOwner(next: OfflineOwner | null) {
  owner = next && { id: next.id, name: next.name, email: next.email, image: next.image ?? null };
}
