import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  getAutologinByTokenMockHandler,
  getAutologinByTokenMockHandler422,
} from '@/api/generated/auth/auth.msw';
import { getGetClientInfoResponseMock } from '@/api/generated/session/session.msw';
import { AutologinPage } from '@/features/auth/AutologinPage';
import { SEEDED_TOKENS } from '@/mocks/db';
import { AUTOLOGIN_USED_MESSAGE } from '@/mocks/handlers/auth';
import { onViewport } from '../../viewport';
import { pageParameters } from '../frame';
import { networkError, neverAnswers, SLOW, validationError } from '../responses';

/*
 * Each story opens its own link: the page spends a token once per page life (a success or a
 * pending exchange is remembered by token), so two stories must never share one.
 */
const link = (token: string, lang = 'en') => ({ route: `/${lang}/autologin/${token}` });

/** The exchange answers with a token the demo backend knows, so the user and account load too. */
const signsIn = getAutologinByTokenMockHandler({
  token: SEEDED_TOKENS.demo,
  token_type: 'bearer',
  expires_in: 7200,
});
const linkUsed = getAutologinByTokenMockHandler422(
  validationError({ token: [AUTOLOGIN_USED_MESSAGE] }),
);

const meta = {
  title: 'Pages/Auth/Autologin',
  component: AutologinPage,
  parameters: pageParameters({
    layout: 'auth',
    path: '/:lang/autologin/:token',
    route: '/en/autologin/demo-autologin',
  }),
} satisfies Meta<typeof AutologinPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link works: the user is signed in and leaves for home (the frame shows a placeholder there). */
export const Success: Story = {
  parameters: { page: link('story-success'), msw: { handlers: { auth: [signsIn] } } },
  play: async ({ canvas }) => {
    // The exchange waits for the device fingerprint (real FingerprintJS here, at most 3 s).
    await expect(await canvas.findByText('Left the page', {}, SLOW)).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/** The exchange is under way (here it never ends): a spinner and "Signing you in…". */
export const SigningIn: Story = {
  parameters: {
    page: link('story-pending'),
    msw: { handlers: { auth: [getAutologinByTokenMockHandler(neverAnswers)] } },
  },
  play: async ({ canvas }) => {
    const status = await canvas.findByRole('status');
    await expect(
      within(status).getByRole('heading', { level: 1, name: 'Signing you in…' }),
    ).toBeVisible();
    await expect(status).toHaveTextContent('This takes only a moment.');
    await expect(canvas.getByRole('region', { name: 'Signing you in…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The server refuses the token (422: expired or already used): the user is sent to sign in. */
export const LinkUsed: Story = {
  parameters: { page: link('story-used'), msw: { handlers: { auth: [linkUsed] } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'This sign-in link does not work' },
        SLOW,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'It has expired or was already used. Sign in with your e-mail and password instead.',
    );
    await expect(canvas.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute(
      'href',
      '/en/login',
    );
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

/** No answer at all: the offline state, whose "Try again" asks again (and fails again here). */
export const Offline: Story = {
  parameters: {
    page: link('story-offline'),
    msw: { handlers: { auth: [getAutologinByTokenMockHandler(networkError)] } },
  },
  play: async ({ canvas, userEvent, step }) => {
    const offline = { level: 1, name: 'You seem to be offline' };
    await step('The offline state', async () => {
      await expect(await canvas.findByRole('heading', offline, SLOW)).toBeVisible();
      await expect(canvas.getByRole('alert')).toHaveTextContent(
        'We could not reach the server. Check your internet connection and try again.',
      );
    });
    await step('Try again: it asks again and lands on the same state', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
      // It asks again (the unit test counts the requests) and lands on the same state: the
      // in-between "Signing you in…" can be too short to observe, so it is not asserted here.
      await expect(await canvas.findByRole('heading', offline, SLOW)).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Go to sign in' })).toBeVisible();
    });
  },
};

/** The link is another user's (the demo backend's client account). */
const signsInClient = getAutologinByTokenMockHandler({
  token: SEEDED_TOKENS.client,
  token_type: 'bearer',
  expires_in: 7200,
});

/** Someone is already signed in in this browser: their token saved, the user in the session's cache. */
const signedIn = { account: 'demo', seedUser: getGetClientInfoResponseMock() } as const;

/**
 * Another user is signed in here: once the server has said whose link it is, the page names both
 * and asks before it signs the first out.
 */
export const AnotherUserSignedIn: Story = {
  parameters: {
    page: { ...link('story-switch'), ...signedIn },
    msw: { handlers: { auth: [signsInClient] } },
  },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Switch account?' });
    await expect(dialog).toHaveAccessibleDescription(
      'You are signed in as Alex Morgan. This link signs in Maria Novak. Sign out and continue as Maria Novak?',
    );
    await expect(within(dialog).getByRole('button', { name: 'Switch account' })).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

/** Someone is signed in and the link is bad: it just fails, it never claims to be someone else's. */
export const SignedInLinkUsed: Story = {
  parameters: {
    page: { ...link('story-signed-in-used'), ...signedIn },
    msw: { handlers: { auth: [linkUsed] } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'This sign-in link does not work' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

/** The used link on a phone. */
export const Mobile: Story = {
  ...LinkUsed,
  parameters: { ...LinkUsed.parameters, page: link('story-used-mobile') },
  ...onViewport('mobile'),
};

/** The offline state in German. */
export const German: Story = {
  parameters: {
    page: link('story-offline-de', 'de'),
    msw: { handlers: { auth: [getAutologinByTokenMockHandler(networkError)] } },
  },
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Sie scheinen offline zu sein' }, SLOW),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'Der Server ist nicht erreichbar. Prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  },
};
