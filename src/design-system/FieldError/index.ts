export { FieldError } from './FieldError';
