export { FilterPanel } from './FilterPanel';
