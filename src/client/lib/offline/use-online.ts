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

/**
 * Why the app is offline: the device has no network, or it has one and Email Buddy's server is not answering.
 * The texts say which, so the person knows whether to check their connection or wait for the server.
 */
export type OfflineCause = 'network' | 'server';

/** The cause now, for a text shown once (a toast); only meaningful while offline. */
export function offlineCause(): OfflineCause {
  return navigator.onLine ? 'server' : 'network';
}

/** The cause while offline, null while online; follows both the network and the server. */
export function useOfflineCause(): OfflineCause | null {
  const online = useOnline();
  const network = useNetwork();
  return online ? null : network ? 'server' : 'network';
}

export const TEXT_NEEDS_NETWORK = 'Needs a connection: you are offline';
export const TEXT_NEEDS_SERVER = 'Needs Email Buddy’s server, which is not answering';
export const TOAST_OFFLINE = 'You are offline';
export const TOAST_SERVER_DOWN = 'Email Buddy’s server is not answering';
