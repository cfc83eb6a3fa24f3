import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '@/design-system/Button';
import { MoneyText } from '@/design-system/MoneyText';
import { StepCard, StepHeading } from '@/design-system/StepCard';
import { SummaryList } from '@/design-system/SummaryList';
import { money } from '@/lib/money';
import { onViewport } from '../viewport';

const meta = {
  title: 'Design system/Layout/StepCard',
  component: StepCard,
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof StepCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A form's confirmation step: its heading, what will be sent, and the button that sends it. */
export const Confirmation: Story = {
  args: { onSubmit: fn((event: { preventDefault: () => void }) => event.preventDefault()) },
  render: (args) => (
    <StepCard as="form" aria-labelledby="step-heading" onSubmit={args.onSubmit}>
      <StepHeading id="step-heading">Confirm the withdrawal</StepHeading>
      <SummaryList
        rows={[
          { label: 'From', value: 'EUR wallet' },
          { label: 'Amount', value: <MoneyText value={money(250, 'EUR')} />, money: true },
        ]}
      />
      <div>
        <Button type="submit">Withdraw € 250.00</Button>
      </div>
    </StepCard>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const form = canvas.getByRole('form', { name: 'Confirm the withdrawal' });
    await expect(form).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw € 250.00' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    canvas.getByRole('button', { name: 'Withdraw € 250.00' }).blur();
  },
};

/** The heading takes the focus when its step appears (script only; no outline for a non-control). */
export const FocusedHeading: Story = {
  render: () => (
    <StepCard>
      <StepHeading>Withdrawal sent</StepHeading>
      <p style={{ margin: 0 }}>We will e-mail you when the money has left your wallet.</p>
    </StepCard>
  ),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Withdrawal sent' });
    heading.focus();
    await expect(heading).toHaveFocus();
  },
};

/** On a phone: tighter padding, long words break inside the card. */
export const Mobile: Story = {
  ...FocusedHeading,
  play: undefined,
  ...onViewport('mobile'),
};
