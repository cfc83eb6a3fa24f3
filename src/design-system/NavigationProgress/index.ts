export { NavigationProgress, nextProgress, PROGRESS_CAP, type NavigationProgressProps } from './NavigationProgress';
