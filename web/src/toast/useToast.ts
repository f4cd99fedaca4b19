import { useSyncExternalStore } from 'react';
import { dismissToast, toast, toastStore } from './toastStore';

export function useToast() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  return { toasts, toast, dismiss: dismissToast };
}
