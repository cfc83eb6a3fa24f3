export { ToastContainer, type ToastItem } from './Toast';
