export {
  IpoCard,
  initialsOf,
  type IpoCardIpo,
  type IpoCardLabels,
  type IpoCardProps,
  type IpoStatus,
} from './IpoCard';
export { countdownParts, type CountdownParts } from './countdown';
