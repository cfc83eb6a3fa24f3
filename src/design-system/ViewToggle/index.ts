export { ViewToggle, type ViewMode, type ViewToggleProps } from './ViewToggle';
