export { ServerErrorDialog } from './ServerErrorDialog';
