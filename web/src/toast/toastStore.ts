// The toast queue: one toast at a time (a new one replaces the old), 5 s by default.
// A module store so non-React code (the real-time client, route loaders) can raise toasts.
import type { ReactNode } from 'react';

const TOAST_LIMIT = 1;
export const TOAST_DEFAULT_DURATION = 5000;

type ToastVariant = 'default' | 'destructive';

interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself. */
  duration?: number;
  action?: ToastAction;
}

export interface ToastRecord extends ToastInput {
  id: string;
}

let toasts: ToastRecord[] = [];
let counter = 0;
const listeners = new Set<() => void>();

function set(next: ToastRecord[]) {
  toasts = next;
  for (const l of listeners) l();
}

export function dismissToast(id?: string): void {
  set(id ? toasts.filter((t) => t.id !== id) : []);
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  const record: ToastRecord = { variant: 'default', duration: TOAST_DEFAULT_DURATION, ...input, id };
  set([record, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

export const toastStore = {
  getSnapshot: (): ToastRecord[] => toasts,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
