export { SkipLink } from './SkipLink';
