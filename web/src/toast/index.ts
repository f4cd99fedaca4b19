export { toast, dismissToast, TOAST_DEFAULT_DURATION, TOAST_LIMIT, type ToastInput } from './toastStore';
export { useToast } from './useToast';
export { Toaster } from './Toaster';
