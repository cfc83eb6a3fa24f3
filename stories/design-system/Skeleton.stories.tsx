import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, SkeletonGroup } from '@/design-system/Skeleton';
import { onViewport } from '../viewport';

const meta = {
  title: 'Design system/Feedback/Skeleton',
  component: Skeleton,
  args: { width: 240, height: 16, radius: 'pill' },
  argTypes: {
    radius: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'pill', 'circle'] },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A single decorative line: hidden from assistive technology. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const block = canvasElement.querySelector('[data-skeleton]');
    await expect(block).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const Radii: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' }}>
      <Skeleton {...args} width={96} height={48} radius="sm" />
      <Skeleton {...args} width={96} height={48} radius="md" />
      <Skeleton {...args} width={96} height={48} radius="lg" />
      <Skeleton {...args} width={96} height={24} radius="pill" />
      <Skeleton {...args} width={48} height={undefined} radius="circle" />
    </div>
  ),
};

/** A card placeholder: one announcement ("Loading…") for the whole group, `aria-busy` on it. */
export const Group: Story = {
  render: () => (
    <div style={{ maxWidth: 360 }}>
      <SkeletonGroup>
        <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <Skeleton radius="circle" width={48} />
          <div style={{ display: 'grid', gap: 8, flex: 1 }}>
            <Skeleton width="60%" height={16} radius="pill" />
            <Skeleton width="40%" height={12} radius="pill" />
          </div>
        </div>
        <Skeleton height={96} radius="md" />
      </SkeletonGroup>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const statuses = canvas.getAllByRole('status');
    await expect(statuses).toHaveLength(1);
    await expect(statuses[0]).toHaveTextContent('Loading…');
    await expect(statuses[0]?.parentElement).toHaveAttribute('aria-busy', 'true');
    for (const block of canvasElement.querySelectorAll('[data-skeleton]')) {
      await expect(block).toHaveAttribute('aria-hidden', 'true');
    }
  },
};

/** A standalone block that announces itself. */
export const Announced: Story = {
  args: { announce: true, label: 'Loading balance…', width: 180, height: 32, radius: 'md' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading balance…');
  },
};

/** Long translated labels stay hidden text; the layout does not change. */
export const LongLabel: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 320 }}>
      <SkeletonGroup label="Kontoeinstellungen und Handelskontoinformationen werden geladen…">
        <Skeleton width="80%" height={14} radius="pill" />
        <Skeleton height={40} radius="md" />
      </SkeletonGroup>
      <SkeletonGroup label="Kaupankäyntitilin tietoja ladataan, odota hetki…">
        <Skeleton width="70%" height={14} radius="pill" />
        <Skeleton height={40} radius="md" />
      </SkeletonGroup>
    </div>
  ),
  play: async ({ canvas }) => {
    const statuses = canvas.getAllByRole('status');
    await expect(statuses.map((s) => s.textContent)).toEqual([
      'Kontoeinstellungen und Handelskontoinformationen werden geladen…',
      'Kaupankäyntitilin tietoja ladataan, odota hetki…',
    ]);
  },
};

/** Percent widths follow the phone's width. */
export const Mobile: Story = {
  ...onViewport('mobile'),
  render: () => (
    <SkeletonGroup>
      <Skeleton width="50%" height={20} radius="pill" />
      <Skeleton height={120} radius="lg" />
      <Skeleton width="90%" height={14} radius="pill" />
      <Skeleton width="75%" height={14} radius="pill" />
    </SkeletonGroup>
  ),
};
