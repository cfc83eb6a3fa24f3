import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FilterPanel } from '@/design-system/FilterPanel';
import { Select } from '@/design-system/Select';
import { onViewport } from '../viewport';

const meta = {
  title: 'Design system/Forms/FilterPanel',
  component: FilterPanel,
  args: {
    toggleLabel: 'Filters (2)',
    summary: 'Deposit · Completed',
    children: (
      <fieldset style={{ display: 'grid', gap: 12, margin: 0, border: 0, padding: 0 }}>
        <legend>Filters</legend>
        <Select
          id="story-filter-type"
          label="Type"
          value="deposit"
          onValueChange={() => undefined}
          options={[
            { value: '', label: 'All types' },
            { value: 'deposit', label: 'Deposit' },
          ]}
        />
        <Select
          id="story-filter-status"
          label="Status"
          value="completed"
          onValueChange={() => undefined}
          options={[
            { value: '', label: 'All statuses' },
            { value: 'completed', label: 'Completed' },
          ]}
        />
      </fieldset>
    ),
  },
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From md up the filters are always there, without a toggle. */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Type' })).toBeVisible();
    // The phone's toggle and summary are not shown (nor in the accessibility tree).
    await expect(canvas.queryByRole('button', { name: 'Filters (2)' })).toBeNull();
    await expect(canvas.getByText('Deposit · Completed')).not.toBeVisible();
  },
};

/**
 * On a phone the filters wait behind "Filters (n)" with the active ones summarised; the toggle
 * opens them (and says so), the summary goes while they are open.
 */
export const Mobile: Story = {
  ...onViewport('mobile'),
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Filters (2)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText('Deposit · Completed')).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Type' })).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('combobox', { name: 'Type' })).toBeVisible();
    await expect(canvas.queryByText('Deposit · Completed')).toBeNull();
    toggle.blur();
  },
};
