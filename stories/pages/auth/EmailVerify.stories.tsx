import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import {
  getVerifyEmailMockHandler,
  getVerifyEmailMockHandler422,
} from '@/api/generated/auth/auth.msw';
import { EmailVerifyPage } from '@/features/auth/EmailVerifyPage';
import { onViewport } from '../../viewport';
import { pageParameters } from '../frame';
import { networkError, neverAnswers, validationError } from '../responses';

/** The link of the verification e-mail, as the server signs it. */
const VERIFY_LINK = '/en/email/verify/1?expires=1773655200&signature=4f1d0c2a9be35e7a';
const INVALID_LINK_MESSAGE = 'The verification link is invalid.';

const meta = {
  title: 'Pages/Auth/EmailVerify',
  component: EmailVerifyPage,
  parameters: pageParameters({
    layout: 'auth',
    path: '/:lang/email/verify/:id',
    route: VERIFY_LINK,
  }),
} satisfies Meta<typeof EmailVerifyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server accepted the link: its status message and the way on to sign in. */
export const Verified: Story = {
  parameters: { msw: { handlers: { auth: [getVerifyEmailMockHandler()] } } },
  play: async ({ canvas }) => {
    // The checking state is a status too: wait for the answer's.
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Your email has been verified.'),
    );
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Verify your e-mail' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue to sign in' })).toHaveAttribute(
      'href',
      '/en/login',
    );
    await expect(canvas.queryByRole('link', { name: 'Back to sign in' })).toBeNull();
  },
};

/** The link is checked (here the server never answers): a spinner and what is going on. */
export const Checking: Story = {
  parameters: { msw: { handlers: { auth: [getVerifyEmailMockHandler(neverAnswers)] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Checking your verification link…',
    );
    await expect(canvas.getByRole('region', { name: 'Verify your e-mail' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The server refuses the link (422): its message, why that happens and a way to a new link. */
export const InvalidLink: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: [getVerifyEmailMockHandler422(validationError({ email: [INVALID_LINK_MESSAGE] }))],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'We could not verify your e-mail' }),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(INVALID_LINK_MESSAGE);
    await expect(
      canvas.getByText(
        'The link may have expired or been copied incompletely. We can send you a new one.',
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Send a new verification link' }),
    ).toHaveAttribute('href', '/en/email/resend');
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/en/login',
    );
  },
};

/** No answer at all: the translated offline text and "Try again". */
export const Offline: Story = {
  parameters: { msw: { handlers: { auth: [getVerifyEmailMockHandler(networkError)] } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'We could not reach the server. Check your internet connection and try again.',
    );
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Verify your e-mail' }),
    ).toBeVisible();
    // What "Try again" does is in the unit test: here the answer would only be the same again.
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toBeVisible();
  },
};

/** The refused link on a phone. */
export const Mobile: Story = {
  ...InvalidLink,
  ...onViewport('mobile'),
};

/** The refused link in German (the server's message stays as the server sent it). */
export const German: Story = {
  parameters: {
    ...InvalidLink.parameters,
    page: { route: VERIFY_LINK.replace('/en/', '/de/') },
  },
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: 'Ihre E-Mail-Adresse konnte nicht bestätigt werden',
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Neuen Bestätigungslink senden' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zurück zur Anmeldung' })).toBeVisible();
  },
};
