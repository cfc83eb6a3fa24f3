/** Where the demo panel's tab sits: left or right corner, or tucked away into a sliver. */
export interface Placement {
  side: 'left' | 'right';
  tucked: boolean;
}

const KEY = 'cabinet-demo-panel';

export function readPlacement(): Placement {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<Placement>;
    return { side: value.side === 'right' ? 'right' : 'left', tucked: value.tucked === true };
  } catch {
    return { side: 'left', tucked: false };
  }
}

export function savePlacement(placement: Placement): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(placement));
  } catch {
    // No storage: the placement lasts for this page.
  }
}
