export { LoadFailed } from './LoadFailed';
export { NotFound } from './NotFound';
export { allQueries, QueryStates, type QueryState } from './QueryStates';
export { ShownFailuresProvider, useFailureShown } from './shownFailures';
