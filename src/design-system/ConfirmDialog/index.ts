export { ConfirmDialog,   } from './ConfirmDialog';
