export { CardLink } from './CardLink';
export { cardSurface } from './cardSurface';
