export { ErrorState,  } from './ErrorState';
;
