/**
 * Toast store: a module-level list any code can push to with `toast()`, even
 * outside React (mutation callbacks, the API client). `<Toaster />` renders it.
 * Keeps toasts calm: one visible at a time, 5000 ms.
 */
import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** How long a dismissed toast stays mounted so its exit animation can play. */
const TOAST_REMOVE_DELAY_MS = 1000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; defaults to 5000. */
  duration?: number;
  /** One button in the toast, such as Undo; clicking it also closes the toast. */
  action?: { label: string; onClick: () => void };
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (options: ToastOptions) => void;
}

let toasts: ToastItem[] = [];
/** Whether any toast was ever requested: lets the app load the toast UI only when needed. */
let used = false;
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: ToastItem[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      setToasts(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Closes one toast, or all of them when `id` is omitted. */
export function dismissToast(id?: string): void {
  setToasts(
    toasts.map((t) => {
      if (id === undefined || t.id === id) {
        scheduleRemoval(t.id);
        return { ...t, open: false };
      }
      return t;
    }),
  );
}

/** Shows a toast; the newest replaces the one on screen (limit 1). */
export function toast(options: ToastOptions): ToastHandle {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  used = true;
  setToasts([{ ...options, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next) => setToasts(toasts.map((t) => (t.id === id ? { ...t, ...next } : t))),
  };
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): ToastItem[] {
  return toasts;
}

const serverSnapshot: ToastItem[] = [];

export function useToast(): { toasts: ToastItem[]; toast: typeof toast; dismiss: typeof dismissToast } {
  const current = useSyncExternalStore(subscribeToasts, getToasts, () => serverSnapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}

/** True once the first toast was requested; stays true. */
export function useToastsRequested(): boolean {
  return useSyncExternalStore(subscribeToasts, () => used, () => false);
}
