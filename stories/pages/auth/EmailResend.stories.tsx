import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import {
  getResendVerificationEmailMockHandler,
  getResendVerificationEmailMockHandler422,
} from '@/api/generated/auth/auth.msw';
import { EmailResendPage } from '@/features/auth/EmailResendPage';
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

const ALREADY_VERIFIED = 'The email is already verified.';
/** What the page makes of the server's English (the form recognises Laravel-style texts). */
const SHOWN_ALREADY_VERIFIED = 'Your e-mail address is already verified.';

/** Types an address and sends the form, as a user does. */
const resend = (play: Play, email = 'new.client@example.com', submit = 'Send verification link') =>
  submitEmail(play, email, submit);

const meta = {
  title: 'Pages/Auth/EmailResend',
  component: EmailResendPage,
  parameters: pageParameters({
    layout: 'auth',
    path: '/:lang/email/resend',
    route: '/en/email/resend',
  }),
} satisfies Meta<typeof EmailResendPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: one required e-mail field. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expectEmailForm(canvas, 'Resend the verification link');
  },
};

/** Opened from a link that knows the address (`?email=`): the field comes filled in. */
export const Prefilled: Story = {
  parameters: { page: { route: '/en/email/resend?email=new.client%40example.com' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(
      'new.client@example.com',
    );
  },
};

/** The link went out again: the server's status message above the form. */
export const Sent: Story = {
  parameters: { msw: { handlers: { auth: [getResendVerificationEmailMockHandler()] } } },
  play: async ({ canvas, userEvent, step }) => {
    await step('Send the address', () => resend({ canvas, userEvent }));
    await step("The server's message above the form", async () => {
      await expect(await canvas.findByRole('status')).toHaveTextContent(
        'A fresh verification link has been sent to your email address.',
      );
      await expect(canvas.queryByRole('alert')).toBeNull();
    });
  },
};

/** Sending (here the server never answers): the button is busy and takes no second click. */
export const Sending: Story = {
  parameters: {
    msw: { handlers: { auth: [getResendVerificationEmailMockHandler(neverAnswers)] } },
  },
  play: async ({ canvas, userEvent }) => {
    await resend({ canvas, userEvent });
    await expectBusySubmit(canvas, 'Send verification link');
  },
};

/** The server refuses (422, the address is verified already): its message under the field. */
export const AlreadyVerified: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: [
          getResendVerificationEmailMockHandler422(validationError({ email: [ALREADY_VERIFIED] })),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent, step }) => {
    await step('Send a verified address', () => resend({ canvas, userEvent }, 'demo@example.com'));
    await step("The server's refusal under the field, which takes the focus", async () => {
      const email = canvas.getByRole('textbox', { name: /^E-mail/ });
      await expectFieldRefused(canvas, email, SHOWN_ALREADY_VERIFIED);
      await waitFor(() => expect(email).toHaveFocus());
    });
  },
};

/** No answer at all: the translated offline banner; the address stays. */
export const Offline: Story = {
  parameters: {
    msw: { handlers: { auth: [getResendVerificationEmailMockHandler(networkError)] } },
  },
  play: async ({ canvas, userEvent, step }) => {
    await step('Send while offline', () => resend({ canvas, userEvent }));
    await step('The offline banner; the address stays', async () => {
      await expectOffline(canvas);
      await expect(canvas.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(
        'new.client@example.com',
      );
    });
  },
};

/** The status message on a phone. */
export const Mobile: Story = {
  ...Sent,
  ...onViewport('mobile'),
};

/** The refusal in German: translated page; the server's English message reads in German too. */
export const German: Story = {
  parameters: { ...AlreadyVerified.parameters, page: { route: '/de/email/resend' } },
  globals: { locale: 'de' },
  play: async ({ canvas, userEvent, step }) => {
    await step('Send a verified address', () =>
      resend({ canvas, userEvent }, 'demo@example.com', 'Bestätigungslink senden'),
    );
    await step('The refusal in German', async () => {
      await expect(await canvas.findByRole('alert')).toHaveTextContent(
        'Bitte korrigieren Sie das Feld unten.',
      );
      await expect(canvas.getByRole('textbox', { name: /^E-Mail/ })).toHaveAccessibleDescription(
        'Ihre E-Mail-Adresse ist bereits bestätigt.',
      );
      await expect(
        canvas.getByRole('heading', { level: 1, name: 'Bestätigungslink erneut senden' }),
      ).toBeVisible();
    });
  },
};
