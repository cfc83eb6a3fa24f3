export { NavigationProgress, nextProgress } from './NavigationProgress';
