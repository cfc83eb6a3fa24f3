import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { Pagination } from '@/design-system/Pagination';
import { onViewport } from '../viewport';

const meta = {
  title: 'Design system/Navigation/Pagination',
  component: Pagination,
  args: { page: 5, pageCount: 10, onPageChange: fn() },
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={(next) => {
          setPage(next);
          args.onPageChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** First, last and the current page ±1, with ellipses for the rest. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    const pages = () =>
      within(nav)
        .getAllByRole('button', { name: /^Page \d+$/ })
        .map((b) => b.textContent);
    await expect(pages()).toEqual(['1', '4', '5', '6', '10']);
    await expect(canvas.getByRole('button', { name: 'Page 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await step('Next, a numbered page and Previous ask for their page', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
      await expect(args.onPageChange).toHaveBeenLastCalledWith(6);
      await expect(canvas.getByRole('button', { name: 'Page 6' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(pages()).toEqual(['1', '5', '6', '7', '10']);

      await userEvent.click(canvas.getByRole('button', { name: 'Page 10' }));
      await expect(args.onPageChange).toHaveBeenLastCalledWith(10);
      await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();

      await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
      await expect(args.onPageChange).toHaveBeenLastCalledWith(9);
    });
    await step('Back to the starting state, by keyboard and clicks', async () => {
      // Back to the starting state for the screenshot, by keyboard.
      canvas.getByRole('button', { name: 'Page 1' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
      await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
      await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Page 4' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Page 5' }));
      await expect(canvas.getByRole('button', { name: 'Page 5' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeEnabled();
  },
};

export const LastPage: Story = {
  args: { page: 10 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

/** Few pages: all shown, no ellipsis. */
export const FewPages: Story = { args: { page: 2, pageCount: 4 } };

/** Translated labels on a phone. */
export const GermanMobile: Story = {
  args: {
    page: 12,
    pageCount: 48,
    label: 'Seitennummerierung',
    previousLabel: 'Vorherige Seite',
    nextLabel: 'Nächste Seite',
    pageLabel: (n: number) => `Seite ${n}`,
  },
  ...onViewport('mobile'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Seitennummerierung' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Seite 12' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
