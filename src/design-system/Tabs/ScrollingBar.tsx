import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../Field';
import { EdgeHint, Scroller } from './Tabs.styles';

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
export function ScrollingBar({
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
