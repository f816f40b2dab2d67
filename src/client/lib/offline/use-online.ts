import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const isOnline = () => onlineManager.isOnline();

/** Whether the browser has a network, as the query cache sees it (it pauses queries while it has none). */
export function useOnline(): boolean {
  return useSyncExternalStore(onlineManager.subscribe.bind(onlineManager), isOnline, () => true);
}

const subscribeNetwork = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Whether the device itself has a network (the app may be offline with one: its server not answering). */
export function useNetwork(): boolean {
  return useSyncExternalStore(subscribeNetwork, () => navigator.onLine, () => true);
}

export const TEXT_NEEDS_NETWORK = 'Needs a connection: you are offline';
export const TOAST_OFFLINE = 'You are offline';
