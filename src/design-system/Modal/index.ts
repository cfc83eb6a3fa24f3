export { Modal, type ModalProps } from './Modal';
export type { ModalSize } from './Modal.styles';
