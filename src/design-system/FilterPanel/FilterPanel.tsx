import { useId, useState, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon } from '../Field';
import { down } from '../theme';

const Toggle = styled.button`
  display: none;

  ${down('md')} {
    display: inline-flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    width: 100%;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    cursor: pointer;

    svg {
      flex: none;
      width: 18px;
      height: 18px;
      transition: transform ${({ theme }) => theme.durations.fast};
    }
    &[aria-expanded='true'] svg {
      transform: rotate(180deg);
    }
  }
`;

const Summary = styled.p`
  display: none;

  ${down('md')} {
    display: block;
    margin: ${({ theme }) => theme.space[2]} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
`;

const Panel = styled.div`
  min-width: 0;

  ${down('md')} {
    &[data-open='false'] {
      display: none;
    }
    &[data-open='true'] {
      margin-top: ${({ theme }) => theme.space[2]};
    }
  }
`;

export interface FilterPanelProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The toggle's text on phones, with the number of active filters: "Filters (2)". */
  toggleLabel: string;
  /** The active filters in a few words ("Deposit · Completed"), shown under the closed toggle. */
  summary?: string;
  /** The filters (a fieldset with its legend), always shown from md up. */
  children: ReactNode;
  /** Open on phones at first (default closed). */
  defaultOpen?: boolean;
}

/**
 * A list's filters: in full from md up; on phones closed behind a "Filters (n)" toggle with the
 * active ones summarised under it, so the list starts on the first screen.
 */
export function FilterPanel({
  toggleLabel,
  summary,
  children,
  defaultOpen = false,
  ...rest
}: FilterPanelProps) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  return (
    <div {...rest}>
      <Toggle
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((now) => !now)}
      >
        <span>{toggleLabel}</span>
        <ChevronDownIcon size={18} />
      </Toggle>
      {summary && !open && <Summary>{summary}</Summary>}
      <Panel id={panelId} data-open={open}>
        {children}
      </Panel>
    </div>
  );
}
