/** The viewports of the toolbar, as named in `.storybook/preview.tsx`. */
export type ViewportName = 'mobile' | 'tablet' | 'desktop';

/**
 * Opens a story (or every story of a meta) at a viewport: `...onViewport('mobile')`. The toolbar
 * and the visual test-runner (`.storybook/test-runner.ts`, through `storyGlobals`) both read the
 * story's `globals.viewport`, so the size is declared once. Without it a story renders at the
 * test-runner's default size.
 */
export const onViewport = (value: ViewportName) => ({
  globals: { viewport: { value, isRotated: false } },
});
