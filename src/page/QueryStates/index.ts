export { LoadFailed } from './LoadFailed';
export { allQueries, QueryStates, type QueryState } from './QueryStates';
export { ShownFailuresProvider, useFailureShown } from './shownFailures';
