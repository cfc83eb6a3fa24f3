import { useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { Link } from '../Link';
import { ScrollingBar } from './ScrollingBar';
import { Bar, LinkItem, Panel, Root, TabButton } from './Tabs.styles';

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

type VariantProps = Omit<TabsProps, 'variant'>;

/** The `links` variant: routed tabs in a navigation landmark, the current one `aria-current`. */
function LinkTabs({ tabs, value, onChange, label, children, className }: VariantProps) {
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

/**
 * Roving focus over the tabs: arrow keys, Home and End move the focus and select as they go.
 * Returns the tabs' ref callback and the bar's key handler.
 */
function useRovingTabs(
  tabs: TabItem[],
  value: string,
  selectedIndex: number,
  onChange?: (id: string) => void,
) {
  const refs = useRef(new Map<string, HTMLButtonElement>());

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

  const tabRef = (id: string) => (node: HTMLButtonElement | null) => {
    if (node) refs.current.set(id, node);
    else refs.current.delete(id);
  };

  return { tabRef, onKeyDown };
}

/** The `tabs` variant: an ARIA tablist with roving focus and one panel per tab. */
function TabList({ tabs, value, onChange, label, children, className }: VariantProps) {
  const baseId = useId();
  const selectedIndex = Math.max(
    tabs.findIndex((tab) => tab.id === value),
    0,
  );
  const { tabRef, onKeyDown } = useRovingTabs(tabs, value, selectedIndex, onChange);
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

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
                  ref={tabRef(tab.id)}
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

/**
 * A tab bar: an accessible tablist, or a row of routed tab links (IPO calendar, calculator, …).
 * A bar wider than its place scrolls sideways with a fade and an arrow at the edge that has more,
 * and keeps the selected tab in view.
 */
export function Tabs({ variant = 'tabs', ...props }: TabsProps) {
  return variant === 'links' ? <LinkTabs {...props} /> : <TabList {...props} />;
}
