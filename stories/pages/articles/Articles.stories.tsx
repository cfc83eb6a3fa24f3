import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect } from 'storybook/test';
import { getGetArticlesMockHandler } from '@/api/generated/articles/articles.msw';
import { ArticlesPage } from '@/features/articles/ArticlesPage';
import { onViewport } from '../../viewport';
import { pageParameters } from '../frame';
import { networkError, neverAnswers } from '../responses';
import { fallbackHandler } from './fixtures';

const meta = {
  title: 'Pages/Articles/List',
  component: ArticlesPage,
  parameters: pageParameters({ path: '/:lang/articles', route: '/en/articles' }),
  ...onViewport('desktop'),
} satisfies Meta<typeof ArticlesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const articles = (handlers: RequestHandler[]) => ({
  parameters: { msw: { handlers: { articles: handlers } } },
});

/** The demo backend's English articles, newest first, each card one link. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
    const links = await canvas.findAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'How IPO subscriptions work',
      'Five habits of disciplined investors',
      'Keep your account safe',
    ]);
    await expect(links[0]).toHaveAttribute('href', '/en/articles/1002');
  },
};

/** No articles at all. */
export const Empty: Story = {
  ...articles([getGetArticlesMockHandler([])]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No articles yet' })).toBeVisible();
  },
};

/** On their way: card placeholders, announced once. */
export const Loading: Story = {
  ...articles([getGetArticlesMockHandler(neverAnswers)]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading articles…')).toBeInTheDocument();
  },
};

/** The admin host is unreachable: a message with a retry in place. */
export const Failed: Story = {
  name: 'Error',
  ...articles([getGetArticlesMockHandler(networkError)]),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'The articles could not be loaded' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** Finnish has none: the English articles, with a note saying so (in Finnish). */
export const EnglishFallback: Story = {
  ...articles([fallbackHandler]),
  parameters: { ...articles([fallbackHandler]).parameters, page: { route: '/fi/articles' } },
  globals: { locale: 'fi' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Kielelläsi ei ole vielä artikkeleita, joten ne näytetään englanniksi.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Leverage explained' })).toHaveAttribute(
      'href',
      '/fi/articles/14',
    );
  },
};

/** The cards on a phone. */
export const Mobile: Story = {
  ...onViewport('mobile'),
};
