import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Checkbox } from '@/design-system/Checkbox';
import { onViewport } from '../viewport';

const meta = {
  title: 'Design system/Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Remember me', name: 'remember', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clicking the box or the label toggles it, and so does Space. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    const box = canvas.getByRole('checkbox', { name: 'Remember me' });
    await expect(box).not.toBeChecked();
    await step('Check it by clicking the box', async () => {
      await userEvent.click(box);
      await expect(box).toBeChecked();
    });
    await step('Uncheck it by its label', async () => {
      await userEvent.click(canvas.getByText('Remember me'));
      await expect(box).not.toBeChecked();
      await expect(box).toHaveFocus();
    });
    await step('Check it by keyboard', async () => {
      await userEvent.keyboard(' ');
      await expect(box).toBeChecked();
      await expect(args.onChange).toHaveBeenCalledTimes(3);
    });
    await step('A target of at least 24 px', async () => {
      const rect = box.getBoundingClientRect();
      await expect(rect.width).toBeGreaterThanOrEqual(24);
      await expect(rect.height).toBeGreaterThanOrEqual(24);
    });
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

/** "Some but not all": announced as mixed. */
export const Indeterminate: Story = {
  args: { label: 'Select all transactions', indeterminate: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Select all transactions' });
    await expect(box).toBePartiallyChecked();
  },
};

/** A label with a link: the link stays a link, the rest of the label toggles the box. */
export const WithLink: Story = {
  args: {
    name: 'terms',
    label: (
      <>
        I accept the <a href="#terms">terms and conditions</a>
      </>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
      'href',
      '#terms',
    );
    const box = canvas.getByRole('checkbox', { name: 'I accept the terms and conditions' });
    await userEvent.click(canvas.getByText(/I accept the/));
    await expect(box).toBeChecked();
  },
};

export const WithHint: Story = {
  args: {
    label: 'Send me market news',
    hint: 'At most one email a week. You can unsubscribe at any time.',
  },
};

export const WithError: Story = {
  args: {
    name: 'terms',
    required: true,
    label: (
      <>
        I accept the <a href="#terms">terms and conditions</a>
      </>
    ),
    error: 'You must accept the terms to continue.',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: /I accept the terms and conditions/ });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toBeRequired();
    const error = canvas.getByText('You must accept the terms to continue.').closest('[id]');
    await expect(box.getAttribute('aria-describedby')).toBe(error?.id);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Remember me' });
    await expect(box).toBeDisabled();
    await userEvent.setup({ pointerEventsCheck: 0 }).click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Required: Story = {
  args: { label: 'I confirm the information is correct', required: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', {
        name: 'I confirm the information is correct required',
      }),
    ).toBeRequired();
  },
};

/** German and Finnish labels and errors wrap next to the box. */
export const LongText: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 300 }}>
      <Checkbox
        {...args}
        label="Ich habe die Kontoeinstellungen und die Allgemeinen Geschäftsbedingungen gelesen und akzeptiere sie"
        hint="Die Bedingungen gelten für alle Handelskonten."
        error="Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen, um fortzufahren."
        required
        requiredLabel="erforderlich"
      />
      <Checkbox
        {...args}
        label="Hyväksyn kaupankäyntitilin avaamisen ehdot"
        error="Kaupankäyntitilin avaaminen epäonnistui."
        defaultChecked
      />
    </div>
  ),
};

export const Mobile: Story = {
  args: { label: 'Send me market news', hint: 'At most one email a week.', defaultChecked: true },
  ...onViewport('mobile'),
};
