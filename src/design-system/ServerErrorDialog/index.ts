export { ServerErrorDialog, type ServerErrorDialogLinkProps, type ServerErrorDialogProps } from './ServerErrorDialog';
