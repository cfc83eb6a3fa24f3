import styled from 'styled-components';
import { themedRadio } from '@/design-system/Radio';

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space[2]};
  padding: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Option = styled.label`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  min-height: 44px;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }

  & > input {
    ${themedRadio}
  }
`;

/** What the chosen preset covers ("1 October 2026 – 31 October 2026"), under the choices. */
const Range = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface PeriodChoiceProps<T extends string> {
  legend: string;
  options: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  /** The days the choice covers, in words; none for custom dates. */
  range?: string;
}

/** Native radio buttons in a fieldset: arrow keys move the choice, as everywhere on the platform. */
export function PeriodChoice<T extends string>({
  legend,
  options,
  value,
  onChange,
  range,
}: PeriodChoiceProps<T>) {
  return (
    <Fieldset>
      <Legend>{legend}</Legend>
      <Options>
        {options.map((option) => (
          <Option key={option.value}>
            <input
              type="radio"
              name="statement-period"
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </Option>
        ))}
      </Options>
      <Range aria-live="polite">{range}</Range>
    </Fieldset>
  );
}
