import {
  createElement,
  lazy,
  type ComponentProps,
  type ComponentType,
  type FunctionComponent,
  type LazyExoticComponent,
} from 'react';

/** A lazily loaded component that can try loading again (pass its `retry` to `WidgetBoundary`). */
export type LazyWidget<P extends object> = FunctionComponent<P> & { retry: () => void };

/**
 * `React.lazy` with a second chance: React keeps a lazy component whose import failed failed for
 * good, so after a failure `retry` makes a fresh one that imports again. Until then it is one
 * lazy component (no new suspense on every render).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's
export function lazyWidget<C extends ComponentType<any>>(
  load: () => Promise<{ default: C }>,
): LazyWidget<ComponentProps<C>> {
  let failed = false;
  const make = (): LazyExoticComponent<C> =>
    lazy(() =>
      load().catch((error: unknown) => {
        failed = true;
        throw error;
      }),
    );
  let current = make();
  const Widget = ((props: ComponentProps<C>) => createElement(current, props)) as LazyWidget<
    ComponentProps<C>
  >;
  Widget.retry = () => {
    if (!failed) return;
    failed = false;
    current = make();
  };
  return Widget;
}
