export { SkipLink,  } from './SkipLink';
