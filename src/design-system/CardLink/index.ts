export {
  AboveLink,
  CardLink,
  type CardLinkProps,
  type LinkRenderProps,
  type RenderLink,
} from './CardLink';
export { cardSurface } from './cardSurface';
