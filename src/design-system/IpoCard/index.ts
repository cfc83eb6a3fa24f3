export {
  IpoCard,
  initialsOf,
  useNow,
  type IpoCardIpo,
  type IpoCardLabels,
  type IpoCardProps,
  type IpoStatus,
} from './IpoCard';
export { IpoCountdown, type IpoCountdownProps } from './IpoCountdown';
export { countdownParts, type CountdownParts } from './countdown';
