import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import {
  getSendPasswordResetEmailMockHandler,
  getSendPasswordResetEmailMockHandler422,
} from '@/api/generated/auth/auth.msw';
import { PasswordRequestPage } from '@/features/auth/PasswordRequestPage';
import type { Play } from '../../play';
import { onViewport } from '../../viewport';
import { pageParameters } from '../frame';
import { networkError, neverAnswers, validationError } from '../responses';
import {
  expectBusySubmit,
  expectEmailForm,
  expectFieldRefused,
  expectOffline,
  submitEmail,
} from './play';

const UNKNOWN_EMAIL = "We can't find a user with that email address.";
/** What the page makes of the server's English (the form recognises Laravel's texts). */
const SHOWN_UNKNOWN_EMAIL = 'We cannot find a user with that e-mail address.';

/** Types an address and sends the form, as a user does. */
const requestLink = (play: Play, email = 'demo@example.com', submit = 'Send reset link') =>
  submitEmail(play, email, submit);

const meta = {
  title: 'Pages/Auth/PasswordRequest',
  component: PasswordRequestPage,
  parameters: pageParameters({
    layout: 'auth',
    path: '/:lang/password/reset',
    route: '/en/password/reset',
  }),
} satisfies Meta<typeof PasswordRequestPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: one required e-mail field. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const email = await expectEmailForm(canvas, 'Reset your password');
    await expect(email).toHaveValue('');
  },
};

/**
 * The link went out: "check your inbox" with the address, and a resend that waits out a cool-down
 * (Storybook's clock stands still, so it stays waiting).
 */
export const Sent: Story = {
  parameters: { msw: { handlers: { auth: [getSendPasswordResetEmailMockHandler()] } } },
  play: async ({ canvas, userEvent, step }) => {
    await step('Ask for the link', () => requestLink({ canvas, userEvent }));
    await step('"Check your inbox", the resend waiting out its cool-down', async () => {
      await expect(
        await canvas.findByRole('heading', { level: 1, name: 'Check your inbox' }),
      ).toBeVisible();
      await expect(
        canvas.getByText(/link to set a new password to demo@example\.com/),
      ).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Send the link again' })).toBeDisabled();
      await expect(canvas.getByText('You can send it again in 60 seconds.')).toBeVisible();
      await expect(canvas.queryByRole('alert')).toBeNull();
    });
  },
};

/** Sending (here the server never answers): the button is busy and takes no second click. */
export const Sending: Story = {
  parameters: { msw: { handlers: { auth: [getSendPasswordResetEmailMockHandler(neverAnswers)] } } },
  play: async ({ canvas, userEvent }) => {
    await requestLink({ canvas, userEvent });
    await expectBusySubmit(canvas, 'Send reset link');
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
  play: async ({ canvas, userEvent, step }) => {
    await step('Ask for a link to an unknown address', () =>
      requestLink({ canvas, userEvent }, 'nobody@example.com'),
    );
    await step("The server's refusal under the field; the address stays", async () => {
      const email = canvas.getByRole('textbox', { name: /^E-mail/ });
      await expectFieldRefused(canvas, email, SHOWN_UNKNOWN_EMAIL);
      await expect(email).toHaveValue('nobody@example.com');
      await waitFor(() => expect(email).toHaveFocus());
    });
  },
};

/** No answer at all: the translated offline banner; the address stays. */
export const Offline: Story = {
  parameters: { msw: { handlers: { auth: [getSendPasswordResetEmailMockHandler(networkError)] } } },
  play: async ({ canvas, userEvent, step }) => {
    await step('Ask for the link while offline', () => requestLink({ canvas, userEvent }));
    await step('The offline banner; the address stays, the form can be sent again', async () => {
      await expectOffline(canvas);
      await expect(canvas.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(
        'demo@example.com',
      );
      await expect(canvas.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
    });
  },
};

/** The refused address on a phone. */
export const Mobile: Story = {
  ...UnknownEmail,
  ...onViewport('mobile'),
};

/** The offline banner in German. */
export const German: Story = {
  parameters: { ...Offline.parameters, page: { route: '/de/password/reset' } },
  globals: { locale: 'de' },
  play: async ({ canvas, userEvent, step }) => {
    await step('Ask for the link while offline', () =>
      requestLink({ canvas, userEvent }, 'demo@example.com', 'Link zum Zurücksetzen senden'),
    );
    await step('The offline banner in German', async () => {
      await expect(await canvas.findByRole('alert')).toHaveTextContent(
        'Der Server ist nicht erreichbar. Prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
      );
      await expect(
        canvas.getByRole('heading', { level: 1, name: 'Passwort zurücksetzen' }),
      ).toBeVisible();
    });
  },
};
