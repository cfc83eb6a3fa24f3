import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { getGetArticlesMockHandler } from '@/api/generated/articles/articles.msw';
import { LatestArticles } from '@/features/articles/LatestArticles';
import { onViewport } from '../../viewport';
import { networkError, neverAnswers } from '../auth/responses';
import { signedInPage } from '../analytics/SignedInFrame';

const meta = {
  title: 'Pages/Articles/LatestArticles',
  component: LatestArticles,
  ...signedInPage('/en/home'),
  ...onViewport('desktop'),
} satisfies Meta<typeof LatestArticles>;

export default meta;
type Story = StoryObj<typeof meta>;

const articles = (handlers: RequestHandler[]) => ({ parameters: { msw: { handlers: { articles: handlers } } } });

/** The home page's three newest articles and the way to all of them. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Latest articles' })).toBeVisible();
    await expect(await canvas.findAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'See all articles' })).toHaveAttribute('href', '/en/articles');
  },
};

/** Loading: three card placeholders. */
export const Loading: Story = {
  ...articles([getGetArticlesMockHandler(neverAnswers)]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading articles…')).toBeInTheDocument();
  },
};

/** Failed: a message with a retry, inside the section. */
export const Failed: Story = {
  name: 'Error',
  ...articles([getGetArticlesMockHandler(networkError)]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** No articles: the section stays away from the home page. */
export const Empty: Story = {
  ...articles([getGetArticlesMockHandler([])]),
  tags: ['no-snapshot'],
  parameters: { ...articles([getGetArticlesMockHandler([])]).parameters, snapshot: { reason: 'renders nothing' } },
  play: async ({ canvasElement }) => {
    // The placeholders show first, then the section goes away once the empty list is in.
    await waitFor(() => expect(canvasElement.querySelector('section')).toBeNull());
    await expect(within(canvasElement).queryByRole('heading', { name: 'Latest articles' })).toBeNull();
  },
};

/** On a phone: one card per row. */
export const Mobile: Story = {
  ...onViewport('mobile'),
};
