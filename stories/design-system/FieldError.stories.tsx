import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FieldError } from '@/design-system/FieldError';
import { onViewport } from '../viewport';

const meta = {
  title: 'Design system/Feedback/FieldError',
  component: FieldError,
  args: { id: 'amount-error', message: 'The amount must be at least $10.' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof FieldError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Under a field that points at it with `aria-describedby`. */
export const UnderAField: Story = {
  render: (args) => (
    <div>
      <label htmlFor="amount" style={{ display: 'block', marginBottom: 4 }}>
        Amount
      </label>
      <input id="amount" defaultValue="5" aria-invalid="true" aria-describedby={args.id} />
      <FieldError {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Amount');
    await expect(input).toHaveAccessibleDescription('The amount must be at least $10.');
  },
};

/** The message may also come as children. */
export const AsChildren: Story = {
  args: { message: undefined, children: 'This field is required.' },
};

/** An empty message renders nothing. */
export const Empty: Story = {
  args: { message: '' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#amount-error')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    message:
      'Kontoeinstellungsänderungsbestätigung fehlgeschlagen. Kaupankäyntitilin avaaminen epäonnistui, tarkista valuutta.',
  },
};

export const Mobile: Story = {
  ...LongText,
  ...onViewport('mobile'),
};
