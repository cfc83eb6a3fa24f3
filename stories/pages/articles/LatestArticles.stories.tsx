import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { getGetArticlesMockHandler } from '@/api/generated/articles/articles.msw';
import { LatestArticles } from '@/features/articles/LatestArticles';
import { onViewport } from '../../viewport';
import { pageParameters } from '../frame';
import { networkError, neverAnswers } from '../responses';

const meta = {
  title: 'Pages/Articles/LatestArticles',
  component: LatestArticles,
  parameters: pageParameters({ route: '/en/home' }),
  ...onViewport('desktop'),
} satisfies Meta<typeof LatestArticles>;

export default meta;
type Story = StoryObj<typeof meta>;

const articles = (handlers: RequestHandler[]) => ({
  parameters: { msw: { handlers: { articles: handlers } } },
});

/** The home page's three newest articles and the way to all of them. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Latest articles' })).toBeVisible();
    await expect(await canvas.findAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'See all articles' })).toHaveAttribute(
      'href',
      '/en/articles',
    );
  },
};

/** Loading: three card placeholders. */
export const Loading: Story = {
  ...articles([getGetArticlesMockHandler(neverAnswers)]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading articles…')).toBeInTheDocument();
  },
};

/** Failed: a message with a retry, inside the section. */
export const Failed: Story = {
  name: 'Error',
  ...articles([getGetArticlesMockHandler(networkError)]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** No articles: the section stays away from the home page. */
export const Empty: Story = {
  ...articles([getGetArticlesMockHandler([])]),
  tags: ['no-snapshot'],
  parameters: {
    ...articles([getGetArticlesMockHandler([])]).parameters,
    snapshot: { reason: 'renders nothing' },
  },
  play: async ({ canvas, canvasElement }) => {
    // The placeholders show first, then the section goes away once the empty list is in (the
    // page's section: the frame's toasts have one of their own).
    await waitFor(() => expect(canvasElement.querySelector('main section')).toBeNull());
    await expect(canvas.queryByRole('heading', { name: 'Latest articles' })).toBeNull();
  },
};

/** On a phone: one card per row. */
export const Mobile: Story = {
  ...onViewport('mobile'),
};
