export { GlobalLoader,  } from './GlobalLoader';
