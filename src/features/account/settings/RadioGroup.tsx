import { useId } from 'react';
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

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.5;
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
  max-width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
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

/** The option's name with, under it, what it does (an example). */
const Text = styled.span`
  display: grid;
  gap: 2px;
  min-width: 0;

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
`;

export interface RadioGroupProps<T extends string> {
  /** The question, as the fieldset's legend. */
  legend: string;
  /** One line under the legend (tied to the group with `aria-describedby`). */
  hint?: string;
  /** Radio name (one group per name). */
  name: string;
  /** Each choice; `description` says what it does, under its label (and to assistive technology). */
  options: { value: T; label: string; description?: string }[];
  value: T;
  onChange: (value: T) => void;
}

/** Native radio buttons in a fieldset: arrow keys move the choice, as everywhere on the platform. */
export function RadioGroup<T extends string>({
  legend,
  hint,
  name,
  options,
  value,
  onChange,
}: RadioGroupProps<T>) {
  const hintId = useId();
  return (
    <Fieldset aria-describedby={hint ? hintId : undefined}>
      <Legend>{legend}</Legend>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      <Options>
        {options.map((option) => (
          <Option key={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              aria-describedby={option.description ? `${hintId}-${option.value}` : undefined}
            />
            {option.description ? (
              <Text>
                <span>{option.label}</span>
                {/* Its description, not part of its name. */}
                <small id={`${hintId}-${option.value}`} aria-hidden="true">
                  {option.description}
                </small>
              </Text>
            ) : (
              option.label
            )}
          </Option>
        ))}
      </Options>
    </Fieldset>
  );
}
