export { LoadFailed } from './LoadFailed';
export { allQueries, QueryStates, type QueryState } from './QueryStates';
