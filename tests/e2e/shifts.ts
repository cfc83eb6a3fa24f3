import type { Locator, Page } from '@playwright/test';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One moved element of a layout shift, as the browser reports it. */
interface Moved {
  node: Node | null;
  before: Box;
  after: Box;
}

interface ShiftWindow {
  __moves: { hadRecentInput: boolean; moved: Moved[] }[];
}

/**
 * Starts recording, from the page's next load, which elements each layout shift moved and from
 * where to where (`shiftWithin` scores the ones inside a part of the page).
 */
export async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const win = window as unknown as ShiftWindow;
    win.__moves = [];
    const box = ({ x, y, width, height }: DOMRectReadOnly) => ({ x, y, width, height });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        hadRecentInput: boolean;
        sources: {
          node: Node | null;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        }[];
      }[]) {
        win.__moves.push({
          hadRecentInput: entry.hadRecentInput,
          moved: entry.sources.map((source) => ({
            node: source.node,
            before: box(source.previousRect),
            after: box(source.currentRect),
          })),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The layout shift of the elements inside `part` alone, scored as Cumulative Layout Shift scores a
 * frame (the area they swept over the viewport's, times how far the farthest moved over the
 * viewport's larger side), summed over the shifts without recent input. A shift of the rest of the
 * page in the same frame (a list that arrives while the bar does) does not count: the browser
 * reports one score per frame for everything that moved.
 */
export async function shiftWithin(part: Locator): Promise<number> {
  return part.evaluate((container) => {
    const { __moves } = window as unknown as ShiftWindow;
    const area = (box: Box) => Math.max(0, box.width) * Math.max(0, box.height);
    const viewport = window.innerWidth * window.innerHeight;
    const longest = Math.max(window.innerWidth, window.innerHeight);
    let total = 0;
    for (const { hadRecentInput, moved } of __moves) {
      if (hadRecentInput) continue;
      const inside = moved.filter(({ node }) => node && container.contains(node));
      if (inside.length === 0) continue;
      // The union of each element's two boxes, bounded by the box around both (an upper bound).
      const swept = inside.reduce((sum, { before, after }) => {
        const left = Math.min(before.x, after.x);
        const top = Math.min(before.y, after.y);
        const right = Math.max(before.x + before.width, after.x + after.width);
        const bottom = Math.max(before.y + before.height, after.y + after.height);
        return sum + area({ x: left, y: top, width: right - left, height: bottom - top });
      }, 0);
      const distance = Math.max(
        ...inside.map(({ before, after }) =>
          Math.max(Math.abs(after.x - before.x), Math.abs(after.y - before.y)),
        ),
      );
      total += Math.min(1, swept / viewport) * (distance / longest);
    }
    return total;
  });
}
