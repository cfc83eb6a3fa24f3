export { ErrorState, type ErrorStateProps } from './ErrorState';
export type { ErrorStateVariant } from './ErrorState.styles';
