import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, within } from 'storybook/test';
import { getGetArticlesMockHandler } from '@/api/generated/articles/articles.msw';
import { ArticleDetailPage } from '@/features/articles/ArticleDetailPage';
import { onViewport } from '../../viewport';
import { pageParameters } from '../frame';
import { networkError, neverAnswers, SLOW } from '../responses';
import { HOSTILE_ARTICLE, articleBody } from './fixtures';

const meta = {
  title: 'Pages/Articles/Article',
  component: ArticleDetailPage,
  parameters: pageParameters({ path: '/:lang/articles/:id', route: '/en/articles/1002' }),
  ...onViewport('desktop'),
} satisfies Meta<typeof ArticleDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const articles = (handlers: RequestHandler[], url?: string) => ({
  parameters: {
    msw: { handlers: { articles: handlers } },
    ...(url ? { page: { route: url } } : {}),
  },
});

/** A demo article: title, date, summary and the sanitized body (its script and onerror image gone). */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'How IPO subscriptions work' }, SLOW),
    ).toBeVisible();
    const body = await articleBody(canvasElement);
    await expect(body).toHaveTextContent('While the subscription is open');
    await expect(body.querySelector('script, img, [onerror]')).toBeNull();
    await expect(canvas.getByText('Published Mar 11, 2026')).toBeVisible();
  },
};

/** Hostile HTML from the admin host: text and safe links stay, nothing can run or restyle the page. */
export const Hostile: Story = {
  ...articles([getGetArticlesMockHandler([HOSTILE_ARTICLE])], '/en/articles/66'),
  play: async ({ canvasElement }) => {
    const body = await articleBody(canvasElement);
    const article = within(body);
    await expect(article.getByText('bold')).toBeVisible();
    await expect(
      body.querySelectorAll(
        'script, iframe, object, embed, form, input, button, style, link, meta, base, svg, math',
      ),
    ).toHaveLength(0);
    const attributes = [...body.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes].map((attribute) => `${attribute.name}=${attribute.value}`),
    );
    await expect(
      attributes.filter((text) => /^on|^style=|^srcdoc|^formaction|^action/i.test(text)),
    ).toEqual([]);
    await expect(attributes.filter((text) => /(javascript|data|vbscript):/i.test(text))).toEqual(
      [],
    );
    const guide = article.getByRole('link', { name: 'Read the guide' });
    await expect(guide).toHaveAttribute('target', '_blank');
    await expect(guide).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvasElement.querySelectorAll('h1')).toHaveLength(1);
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** The article is on its way. */
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
      await canvas.findByRole('heading', { level: 1, name: 'The articles could not be loaded' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** No article has this id (in this language or in English). */
export const NotFound: Story = {
  ...articles([getGetArticlesMockHandler([])], '/en/articles/999'),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Article not found' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All articles' })).toHaveAttribute(
      'href',
      '/en/articles',
    );
  },
};

/** The article on a phone. */
export const Mobile: Story = {
  ...onViewport('mobile'),
  play: Loaded.play,
};
