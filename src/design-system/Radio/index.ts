export { themedRadio } from './themedRadio';
