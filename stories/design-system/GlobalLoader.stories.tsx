import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { GlobalLoader } from '@/design-system/GlobalLoader';
import { onViewport } from '../viewport';

const meta = {
  title: 'Design system/Feedback/GlobalLoader',
  component: GlobalLoader,
  args: { loading: true },
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 120 } } },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, paddingTop: 64, minHeight: 160 }}>
        <p style={{ margin: 0 }}>The page stays usable while the loader shows.</p>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof GlobalLoader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A small pill at the top centre; its text is a polite status. */
export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};

/** Idle: the (empty) live region stays mounted so the next "Loading…" is announced. */
export const Idle: Story = {
  args: { loading: false },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toBeEmptyDOMElement();
  },
};

export const LongText: Story = {
  args: { label: 'Kontoeinstellungen und Handelskonten werden geladen…' },
};

/** On a phone a long label is cut with an ellipsis instead of wrapping. */
export const Mobile: Story = {
  args: { label: 'Kaupankäyntitilin tietoja ladataan, odota hetki, tämä voi kestää…' },
  ...onViewport('mobile'),
};
