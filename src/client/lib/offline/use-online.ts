import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const isOnline = () => onlineManager.isOnline();

/** Whether the browser has a network, as the query cache sees it (it pauses queries while it has none). */
export function useOnline(): boolean {
  return useSyncExternalStore(onlineManager.subscribe.bind(onlineManager), isOnline, () => true);
}

export const TEXT_NEEDS_NETWORK = 'Needs a connection: you are offline';
export const TOAST_OFFLINE = 'You are offline';
