export { Spinner,  } from './Spinner';
