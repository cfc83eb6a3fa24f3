export { CardLink } from './CardLink';
