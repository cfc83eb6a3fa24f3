export { Toast, ToastContainer, type ToastContainerProps, type ToastItem, type ToastProps } from './Toast';
export type { ToastTone } from './Toast.styles';
