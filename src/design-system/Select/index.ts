export { Select,   } from './Select';
