export { GlobalLoader, type GlobalLoaderProps } from './GlobalLoader';
