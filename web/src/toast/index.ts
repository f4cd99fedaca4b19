export { toast,     } from './toastStore';

