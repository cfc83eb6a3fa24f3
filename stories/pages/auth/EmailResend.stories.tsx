import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  getResendVerificationEmailMockHandler,
  getResendVerificationEmailMockHandler422,
} from '@/api/generated/auth/auth.msw';
import { EmailResendPage } from '@/features/auth/EmailResendPage';
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

const ALREADY_VERIFIED = 'The email is already verified.';
/** What the page makes of the server's English (the form recognises Laravel-style texts). */
const SHOWN_ALREADY_VERIFIED = 'Your e-mail address is already verified.';

/** Types an address and sends the form, as a user does. */
const resend = (
  canvasElement: HTMLElement,
  email = 'new.client@example.com',
  submit = 'Send verification link',
) => submitEmail(canvasElement, email, submit);

const meta = {
  title: 'Pages/Auth/EmailResend',
  component: EmailResendPage,
  ...authPage('/:lang/email/resend', '/en/email/resend'),
} satisfies Meta<typeof EmailResendPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: one required e-mail field. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectEmailForm(canvasElement, 'Resend the verification link');
  },
};

/** Opened from a link that knows the address (`?email=`): the field comes filled in. */
export const Prefilled: Story = {
  parameters: { route: { initialEntries: ['/en/email/resend?email=new.client%40example.com'] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /^E-mail/ })).toHaveValue(
      'new.client@example.com',
    );
  },
};

/** The link went out again: the server's status message above the form. */
export const Sent: Story = {
  parameters: { msw: { handlers: { auth: [getResendVerificationEmailMockHandler()] } } },
  play: async ({ canvasElement }) => {
    const canvas = await resend(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'A fresh verification link has been sent to your email address.',
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Sending (here the server never answers): the button is busy and takes no second click. */
export const Sending: Story = {
  parameters: {
    msw: { handlers: { auth: [getResendVerificationEmailMockHandler(neverAnswers)] } },
  },
  play: async ({ canvasElement }) => {
    await resend(canvasElement);
    await expectBusySubmit(canvasElement, 'Send verification link');
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
  play: async ({ canvasElement }) => {
    const canvas = await resend(canvasElement, 'demo@example.com');
    const email = canvas.getByRole('textbox', { name: /^E-mail/ });
    await expectFieldRefused(canvas, email, SHOWN_ALREADY_VERIFIED);
    await waitFor(() => expect(email).toHaveFocus());
  },
};

/** No answer at all: the translated offline banner; the address stays. */
export const Offline: Story = {
  parameters: {
    msw: { handlers: { auth: [getResendVerificationEmailMockHandler(networkError)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = await resend(canvasElement);
    await expectOffline(canvas);
    await expect(canvas.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(
      'new.client@example.com',
    );
  },
};

/** The status message on a phone. */
export const Mobile: Story = {
  ...Sent,
  ...onViewport('mobile'),
};

/** The refusal in German: translated page; the server's English message reads in German too. */
export const German: Story = {
  parameters: { ...AlreadyVerified.parameters, route: { initialEntries: ['/de/email/resend'] } },
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = await resend(canvasElement, 'demo@example.com', 'Bestätigungslink senden');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Bitte korrigieren Sie das Feld unten.',
    );
    await expect(canvas.getByRole('textbox', { name: /^E-Mail/ })).toHaveAccessibleDescription(
      'Ihre E-Mail-Adresse ist bereits bestätigt.',
    );
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Bestätigungslink erneut senden' }),
    ).toBeVisible();
  },
};
