export { FileDrop, type FileDropProps } from './FileDrop';
export { formatFileSize, matchesAccept, type FileRejection } from './files';
