export { EmptyState,  } from './EmptyState';
