export { ErrorState } from './ErrorState';
