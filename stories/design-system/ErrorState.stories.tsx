import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ErrorState } from '@/design-system/ErrorState';

const meta = {
  title: 'Design system/Layout/ErrorState',
  component: ErrorState,
  args: { variant: 'error' },
  argTypes: { variant: { control: 'inline-radio', options: ['404', 'unauthorized', 'error'] } },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  args: { variant: '404', action: <a href="#home">Go to home</a> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByText('The page you are looking for does not exist.')).toBeVisible();
  },
};

export const Unauthorized: Story = {
  args: { variant: 'unauthorized' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Access denied' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const ErrorWithRetry: Story = {
  args: { variant: 'error', onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
    retry.blur();
  },
};

/** Translated texts and a retry label, inside a section (`h2`). */
export const LongText: Story = {
  args: {
    variant: 'error',
    titleAs: 'h2',
    title: 'Kaupankäyntitilin avaaminen epäonnistui',
    description:
      'Die Kontoeinstellungen konnten nicht geladen werden. Bitte versuchen Sie es später noch einmal.',
    retryLabel: 'Erneut versuchen',
    onRetry: fn(),
  },
};
