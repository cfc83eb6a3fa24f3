export { GlobalLoader } from './GlobalLoader';
