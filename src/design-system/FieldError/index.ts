export { FieldError,  } from './FieldError';
