export {
  IpoCard,
  initialsOf,
  useNow,
  type IpoCardIpo,
  type IpoCardLabels,
  type IpoCardProps,
} from './IpoCard';
export { IpoCountdown, type IpoCountdownProps } from './IpoCountdown';
export { IpoWindow, type IpoWindowLabels, type IpoWindowProps } from './IpoWindow';
export { ipoWindowLine, type IpoStatus, type IpoWindowLine } from './ipoWindow';
export { countdownParts, type CountdownParts } from './countdown';
