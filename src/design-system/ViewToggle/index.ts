export { ViewToggle, type ViewMode } from './ViewToggle';
