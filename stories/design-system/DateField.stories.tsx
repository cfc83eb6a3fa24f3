import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { DateField } from '@/design-system/DateField';

const meta = {
  title: 'Design system/Forms/DateField',
  component: DateField,
  args: {
    label: 'From',
    value: '',
    max: '2026-11-27',
    outOfRangeMessage: 'Enter a date from Jan 1, 1900 to Nov 27, 2026.',
    onValueChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <DateField
        {...args}
        value={value}
        onValueChange={(day) => {
          setValue(day ?? '');
          args.onValueChange(day);
        }}
      />
    );
  },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: nothing applied. */
export const Empty: Story = {};

/** A day chosen: applied once, as it is. */
export const Chosen: Story = { args: { value: '2026-03-16' } };

/** A complete day outside the range: refused in place, never applied. */
export const OutOfRange: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('From');
    // What the browser reports when a day after `max` is complete.
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, '2027-01-15');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await expect(
      await canvas.findByText('Enter a date from Jan 1, 1900 to Nov 27, 2026.'),
    ).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};
