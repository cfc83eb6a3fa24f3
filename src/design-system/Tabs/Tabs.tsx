import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../Field';
import { Link } from '../Link';
import { Bar, EdgeHint, LinkItem, Panel, Root, Scroller, TabButton } from './Tabs.styles';

export interface TabItem {
  /** Stable id of the tab, the value passed to `onChange`. */
  id: string;
  /** Visible label. */
  label: string;
  /** Target of the tab in the `links` variant. */
  href?: string;
}

export interface TabsProps {
  /** The tabs in display order. */
  tabs: TabItem[];
  /** Id of the selected tab (the current route in the `links` variant). */
  value: string;
  /** Called with the id of the tab the user selects (arrow keys select as focus moves). */
  onChange?: (id: string) => void;
  /** Accessible name of the tab list (or of the navigation landmark in the `links` variant). */
  label: string;
  /**
   * `tabs`: an ARIA tablist with roving focus; `children` is the selected tab's panel.
   * `links`: routed tabs rendered as a navigation list with `aria-current`; `children` is rendered below.
   */
  variant?: 'tabs' | 'links';
  /** Content of the selected tab. */
  children?: ReactNode;
  /** Extra class for layout by the parent. */
  className?: string;
}

/**
 * Calls `onChange` when the bar or one of its tabs changes size (a web font arriving widens the
 * tabs without a scroll); returns the way to stop. Nothing where ResizeObserver is missing (jsdom).
 */
function watchSizes(element: HTMLElement, onChange: () => void): () => void {
  if (typeof ResizeObserver === 'undefined') return () => {};
  const resize = new ResizeObserver(onChange);
  resize.observe(element);
  for (const child of Array.from(element.children)) resize.observe(child);
  return () => resize.disconnect();
}

/** Whether the bar has more tabs out of view at its start and at its end. */
function useHiddenEdges(bar: RefObject<HTMLElement | null>) {
  const [edges, setEdges] = useState({ start: false, end: false });
  useEffect(() => {
    const element = bar.current;
    if (!element) return undefined;
    const update = () => {
      const max = element.scrollWidth - element.clientWidth;
      const start = element.scrollLeft > 1;
      const end = element.scrollLeft < max - 1;
      setEdges((now) => (now.start === start && now.end === end ? now : { start, end }));
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const stopWatching = watchSizes(element, update);
    return () => {
      element.removeEventListener('scroll', update);
      stopWatching();
    };
  }, [bar]);
  return edges;
}

/**
 * Scrolls the bar so that the selected tab is in full view, past the edge hints: the least
 * movement from the bar's place now (`here`) or from its start. A tab too wide to show with both
 * margins shows its start. The same layout always gives the same place (a second call moves
 * nothing).
 */
function reveal(element: HTMLElement, from: 'here' | 'start') {
  const selected = element.querySelector<HTMLElement>(
    '[aria-selected="true"], [aria-current="page"]',
  );
  // Only a bar that scrolls (which also leaves out test DOMs without layout).
  if (!selected || element.scrollWidth <= element.clientWidth) return;
  const margin = 48;
  // Beyond `last` the tab's start is hidden; before `first`, its end.
  const last = Math.max(0, selected.offsetLeft - margin);
  const first = Math.min(
    last,
    selected.offsetLeft + selected.offsetWidth + margin - element.clientWidth,
  );
  const to = Math.min(last, Math.max(first, from === 'here' ? element.scrollLeft : 0));
  if (Math.abs(to - element.scrollLeft) >= 1) element.scrollTo({ left: to });
}

/**
 * Scrolls the bar (not the page) so that the selected tab is in full view, past the edge hint.
 * Until the client moves the bar (a pointer, the wheel, a key, an edge arrow, another tab), its
 * place is the least scroll from the start that shows the selected tab, whatever happened before:
 * a web font arriving after the first render changes the tabs' widths, and the bar then lands
 * where it would have been with the font from the start (not wherever the fallback font left
 * it). Once the client has moved it, a change of selection or size moves it only as far as the
 * selected tab needs.
 */
function useSelectedInView(bar: RefObject<HTMLElement | null>, value: string) {
  const moved = useRef(false);
  const firstValue = useRef(value);
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return;
    if (value !== firstValue.current) moved.current = true;
    reveal(element, moved.current ? 'here' : 'start');
  }, [bar, value]);
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return undefined;
    const onSize = () => reveal(element, moved.current ? 'here' : 'start');
    const onMove = () => {
      moved.current = true;
    };
    const moves = ['pointerdown', 'wheel', 'touchstart', 'keydown'] as const;
    for (const type of moves) element.addEventListener(type, onMove, { passive: true });
    const stopWatching = watchSizes(element, onSize);
    return () => {
      for (const type of moves) element.removeEventListener(type, onMove);
      stopWatching();
    };
  }, [bar]);
  return () => {
    moved.current = true;
  };
}

/** The bar with its edge hints, when it does not fit. */
function ScrollingBar({
  value,
  children,
}: {
  value: string;
  children: (ref: RefObject<HTMLElement | null>) => ReactNode;
}) {
  const bar = useRef<HTMLElement | null>(null);
  const edges = useHiddenEdges(bar);
  const markMoved = useSelectedInView(bar, value);
  const scroll = (direction: 1 | -1) => {
    markMoved();
    const element = bar.current;
    element?.scrollBy({ left: direction * element.clientWidth * 0.7, behavior: 'smooth' });
  };
  return (
    <Scroller>
      {children(bar)}
      {(['start', 'end'] as const).map(
        (side) =>
          edges[side] && (
            // Not a second way for the keyboard (moving between tabs scrolls them into view):
            // out of the tab order and of the accessibility tree.
            <EdgeHint
              key={side}
              type="button"
              $side={side}
              tabIndex={-1}
              aria-hidden="true"
              data-edge={side}
              onClick={() => scroll(side === 'end' ? 1 : -1)}
            >
              {side === 'end' ? (
                <ChevronRightIcon size={18} strokeWidth={2.25} />
              ) : (
                <ChevronLeftIcon size={18} strokeWidth={2.25} />
              )}
            </EdgeHint>
          ),
      )}
    </Scroller>
  );
}

/**
 * A tab bar: an accessible tablist, or a row of routed tab links (IPO calendar, calculator, …).
 * A bar wider than its place scrolls sideways with a fade and an arrow at the edge that has more,
 * and keeps the selected tab in view.
 */
export function Tabs({
  tabs,
  value,
  onChange,
  label,
  variant = 'tabs',
  children,
  className,
}: TabsProps) {
  const baseId = useId();
  const refs = useRef(new Map<string, HTMLButtonElement>());

  if (variant === 'links') {
    return (
      <Root className={className}>
        <nav aria-label={label}>
          <ScrollingBar value={value}>
            {(ref) => (
              <Bar as="ul" ref={ref as RefObject<HTMLUListElement | null>}>
                {tabs.map((tab) => (
                  <LinkItem key={tab.id}>
                    <Link
                      href={tab.href ?? '#'}
                      aria-current={tab.id === value ? 'page' : undefined}
                      onClick={onChange ? () => onChange(tab.id) : undefined}
                    >
                      {tab.label}
                    </Link>
                  </LinkItem>
                ))}
              </Bar>
            )}
          </ScrollingBar>
        </nav>
        {children}
      </Root>
    );
  }

  const selectedIndex = Math.max(
    tabs.findIndex((tab) => tab.id === value),
    0,
  );
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    refs.current.get(tab.id)?.focus();
    if (tab.id !== value) onChange?.(tab.id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Move from the focused tab, not the selected one: a parent may ignore onChange.
    const focused = tabs.findIndex((tab) => refs.current.get(tab.id) === event.target);
    const from = focused === -1 ? selectedIndex : focused;
    const keys: Record<string, () => void> = {
      ArrowRight: () => select(from + 1),
      ArrowLeft: () => select(from - 1),
      Home: () => select(0),
      End: () => select(tabs.length - 1),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <Root className={className}>
      <ScrollingBar value={value}>
        {(ref) => (
          <Bar
            ref={ref as RefObject<HTMLDivElement | null>}
            role="tablist"
            aria-label={label}
            onKeyDown={onKeyDown}
          >
            {tabs.map((tab, index) => {
              const selected = index === selectedIndex;
              return (
                <TabButton
                  key={tab.id}
                  ref={(node) => {
                    if (node) refs.current.set(tab.id, node);
                    else refs.current.delete(tab.id);
                  }}
                  type="button"
                  role="tab"
                  id={tabId(tab.id)}
                  aria-selected={selected}
                  aria-controls={panelId(tab.id)}
                  tabIndex={selected ? 0 : -1}
                  onClick={() => !selected && onChange?.(tab.id)}
                >
                  {tab.label}
                </TabButton>
              );
            })}
          </Bar>
        )}
      </ScrollingBar>
      {tabs.map((tab, index) => {
        const selected = index === selectedIndex;
        return (
          <Panel
            key={tab.id}
            role="tabpanel"
            id={panelId(tab.id)}
            aria-labelledby={tabId(tab.id)}
            hidden={!selected}
            tabIndex={selected ? 0 : undefined}
          >
            {selected ? children : null}
          </Panel>
        );
      })}
    </Root>
  );
}
