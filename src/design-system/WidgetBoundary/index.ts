export { WidgetBoundary } from './WidgetBoundary';
export { lazyWidget } from './lazyWidget';
