export { toast } from './toastStore';
