import styled from 'styled-components';

export type ViewMode = 'tile' | 'list';

export interface ViewToggleProps {
  /** The current view of the list. */
  value: ViewMode;
  /** Called with the chosen view when the user presses the other button. */
  onChange: (value: ViewMode) => void;
  /** Accessible name of the tile (grid) button. */
  tileLabel?: string;
  /** Accessible name of the list button. */
  listLabel?: string;
  /** Accessible name of the group. */
  label?: string;
  /** Extra class for layout by the parent. */
  className?: string;
}

const Group = styled.div`
  display: inline-flex;
  gap: 2px;
  padding: 2px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
`;

const Option = styled.button`
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  transition: background ${({ theme }) => theme.durations.fast};

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.link};
  }
  svg {
    width: 20px;
    height: 20px;
  }
`;

const iconProps = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

/** Switches a list between tiles and rows; the spec's default view is tile. */
export function ViewToggle({
  value,
  onChange,
  tileLabel = 'Tile view',
  listLabel = 'List view',
  label = 'View',
  className,
}: ViewToggleProps) {
  return (
    <Group role="group" aria-label={label} className={className}>
      <Option
        type="button"
        aria-label={tileLabel}
        title={tileLabel}
        aria-pressed={value === 'tile'}
        onClick={() => value !== 'tile' && onChange('tile')}
      >
        <svg {...iconProps}>
          <rect x="3" y="3" width="7" height="7" rx="1.5" />
          <rect x="14" y="3" width="7" height="7" rx="1.5" />
          <rect x="3" y="14" width="7" height="7" rx="1.5" />
          <rect x="14" y="14" width="7" height="7" rx="1.5" />
        </svg>
      </Option>
      <Option
        type="button"
        aria-label={listLabel}
        title={listLabel}
        aria-pressed={value === 'list'}
        onClick={() => value !== 'list' && onChange('list')}
      >
        <svg {...iconProps}>
          <path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />
        </svg>
      </Option>
    </Group>
  );
}
