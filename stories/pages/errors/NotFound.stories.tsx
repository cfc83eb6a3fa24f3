import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Component as NotFoundPage } from '@/app/routes/not-found';
import { onViewport } from '../../viewport';
import { pageParameters } from '../frame';

const meta = {
  title: 'Pages/Errors/Not found',
  component: NotFoundPage,
  // The app answers every unknown address with this page; here it answers this one, so that
  // following the way back shows the page was left.
  parameters: pageParameters({
    path: '/:lang/no-such-page',
    route: '/en/no-such-page',
    account: null,
  }),
  ...onViewport('desktop'),
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: the page says what happened and leads to sign-in. */
export const Default: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step('It says the page does not exist', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(canvas.getByText('The page you are looking for does not exist.')).toBeVisible();
    });
    await step('The way back: sign in', async () => {
      const back = canvas.getByRole('link', { name: 'Go to sign in' });
      await expect(back).toHaveAttribute('href', '/en/login');
      await userEvent.click(back);
      await expect(await canvas.findByText('Left the page')).toBeVisible();
    });
  },
};

/** Signed in: the way back is the home page. */
export const SignedIn: Story = {
  parameters: { page: { account: 'demo' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/en/home',
    );
    await expect(canvas.queryByRole('link', { name: 'Go to sign in' })).toBeNull();
  },
};

/** On a phone. */
export const Mobile: Story = {
  ...onViewport('mobile'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to sign in' })).toBeVisible();
  },
};

/** In German: the text and the way back in the page's language. */
export const German: Story = {
  globals: { locale: 'de' },
  parameters: {
    page: { path: '/:lang/keine-seite', route: '/de/keine-seite', preferences: { locale: 'de' } },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' }),
    ).toBeVisible();
    await expect(canvas.getByText('Die gesuchte Seite existiert nicht.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute(
      'href',
      '/de/login',
    );
  },
};
