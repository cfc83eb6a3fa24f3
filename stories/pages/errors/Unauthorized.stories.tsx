import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Component as UnauthorizedPage } from '@/app/routes/unauthorized';
import { onViewport } from '../../viewport';
import { pageParameters } from '../frame';

const meta = {
  title: 'Pages/Errors/Unauthorized',
  component: UnauthorizedPage,
  // Where the role guard sends a client who opened an investor's page.
  parameters: pageParameters({
    path: '/:lang/unauthorized',
    route: '/en/unauthorized',
    account: 'client',
  }),
  ...onViewport('desktop'),
} satisfies Meta<typeof UnauthorizedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in client on a page of another role: access denied, and the way home. */
export const Default: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step('It says access is denied', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
      await expect(canvas.getByText('You do not have permission to view this page.')).toBeVisible();
    });
    await step('The way back: the home page', async () => {
      const home = canvas.getByRole('link', { name: 'Go to the home page' });
      await expect(home).toHaveAttribute('href', '/en/home');
      await userEvent.click(home);
      await expect(await canvas.findByText('Left the page')).toBeVisible();
    });
  },
};

/** On a phone. */
export const Mobile: Story = {
  ...onViewport('mobile'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  },
};

/** In German: the text and the way back in the page's language. */
export const German: Story = {
  globals: { locale: 'de' },
  parameters: { page: { route: '/de/unauthorized', preferences: { locale: 'de' } } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Zugriff verweigert' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Sie haben keine Berechtigung, diese Seite anzuzeigen.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute(
      'href',
      '/de/home',
    );
  },
};
