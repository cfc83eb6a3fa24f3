export { IpoCard, useNow, type IpoCardIpo } from './IpoCard';
export { IpoWindow, type IpoWindowLabels } from './IpoWindow';
export { ipoWindowLine } from './ipoWindow';
export { countdownParts, type CountdownParts } from './countdown';
