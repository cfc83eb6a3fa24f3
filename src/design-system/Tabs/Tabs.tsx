import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from '../Link';
import { Bar, LinkItem, Panel, TabButton } from './Tabs.styles';

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

/** A tab bar: an accessible tablist, or a row of routed tab links (IPO calendar, calculator, …). */
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
      <div className={className}>
        <nav aria-label={label}>
          <Bar as="ul">
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
        </nav>
        {children}
      </div>
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
    <div className={className}>
      <Bar role="tablist" aria-label={label} onKeyDown={onKeyDown}>
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
    </div>
  );
}
