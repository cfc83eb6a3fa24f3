import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import {
  getSendPasswordResetEmailMockHandler,
  getSendPasswordResetEmailMockHandler422,
} from '@/api/generated/auth/auth.msw';
import { PasswordRequestPage } from '@/features/auth/PasswordRequestPage';
import { onViewport } from '../../viewport';
import { authPage } from './AuthPageFrame';
import {
  expectBusySubmit,
  expectEmailForm,
  expectFieldRefused,
  expectOffline,
  submitEmail,
} from './play';
import { networkError, neverAnswers, validationError } from './responses';

const UNKNOWN_EMAIL = "We can't find a user with that email address.";
/** What the page makes of the server's English (the form recognises Laravel's texts). */
const SHOWN_UNKNOWN_EMAIL = 'We cannot find a user with that e-mail address.';

/** Types an address and sends the form, as a user does. */
const requestLink = (
  canvasElement: HTMLElement,
  email = 'demo@example.com',
  submit = 'Send reset link',
) => submitEmail(canvasElement, email, submit);

const meta = {
  title: 'Pages/Auth/PasswordRequest',
  component: PasswordRequestPage,
  ...authPage('/:lang/password/reset', '/en/password/reset'),
} satisfies Meta<typeof PasswordRequestPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: one required e-mail field. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const email = await expectEmailForm(canvasElement, 'Reset your password');
    await expect(email).toHaveValue('');
  },
};

/**
 * The link went out: "check your inbox" with the address, and a resend that waits out a cool-down
 * (Storybook's clock stands still, so it stays waiting).
 */
export const Sent: Story = {
  parameters: { msw: { handlers: { auth: [getSendPasswordResetEmailMockHandler()] } } },
  play: async ({ canvasElement }) => {
    const canvas = await requestLink(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Check your inbox' }),
    ).toBeVisible();
    await expect(canvas.getByText(/link to set a new password to demo@example\.com/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send the link again' })).toBeDisabled();
    await expect(canvas.getByText('You can send it again in 60 seconds.')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Sending (here the server never answers): the button is busy and takes no second click. */
export const Sending: Story = {
  parameters: { msw: { handlers: { auth: [getSendPasswordResetEmailMockHandler(neverAnswers)] } } },
  play: async ({ canvasElement }) => {
    await requestLink(canvasElement);
    await expectBusySubmit(canvasElement, 'Send reset link');
  },
};

/** The server refuses the address (422): its message under the field, the banner points there. */
export const UnknownEmail: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: [
          getSendPasswordResetEmailMockHandler422(validationError({ email: [UNKNOWN_EMAIL] })),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await requestLink(canvasElement, 'nobody@example.com');
    const email = canvas.getByRole('textbox', { name: /^E-mail/ });
    await expectFieldRefused(canvas, email, SHOWN_UNKNOWN_EMAIL);
    await expect(email).toHaveValue('nobody@example.com');
    await waitFor(() => expect(email).toHaveFocus());
  },
};

/** No answer at all: the translated offline banner; the address stays. */
export const Offline: Story = {
  parameters: { msw: { handlers: { auth: [getSendPasswordResetEmailMockHandler(networkError)] } } },
  play: async ({ canvasElement }) => {
    const canvas = await requestLink(canvasElement);
    await expectOffline(canvas);
    await expect(canvas.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('demo@example.com');
    await expect(canvas.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  },
};

/** The refused address on a phone. */
export const Mobile: Story = {
  ...UnknownEmail,
  ...onViewport('mobile'),
};

/** The offline banner in German. */
export const German: Story = {
  parameters: { ...Offline.parameters, route: { initialEntries: ['/de/password/reset'] } },
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = await requestLink(
      canvasElement,
      'demo@example.com',
      'Link zum Zurücksetzen senden',
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Der Server ist nicht erreichbar. Prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
    );
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Passwort zurücksetzen' }),
    ).toBeVisible();
  },
};
