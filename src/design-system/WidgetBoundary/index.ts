export { WidgetBoundary, type WidgetBoundaryProps } from './WidgetBoundary';
export { lazyWidget, type LazyWidget } from './lazyWidget';
