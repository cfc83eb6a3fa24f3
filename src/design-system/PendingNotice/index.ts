export { PendingNotice } from './PendingNotice';
