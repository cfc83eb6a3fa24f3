export { ServerErrorDialog,   } from './ServerErrorDialog';
