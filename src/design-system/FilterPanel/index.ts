export { FilterPanel, type FilterPanelProps } from './FilterPanel';
