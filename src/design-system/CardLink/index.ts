export {
  
  CardLink,
  
  
  type RenderLink,
} from './CardLink';
export { cardSurface } from './cardSurface';
