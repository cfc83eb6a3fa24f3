import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import {
  getLoginMockHandler,
  getLoginMockHandler401,
  getLoginMockHandler422,
} from '@/api/generated/auth/auth.msw';
import { LoginPage } from '@/features/auth/LoginPage';
import { DEMO_PASSWORD } from '@/mocks/demo-accounts';
import type { Canvas, Play } from '../../play';
import { onViewport } from '../../viewport';
import { pageParameters } from '../frame';
import { networkError, neverAnswers } from '../responses';

/** The demo backend's wording for a wrong password, sent as the body's lone `message`. */
const WRONG_CREDENTIALS = 'These credentials do not match our records.';

const meta = {
  title: 'Pages/Auth/Login',
  component: LoginPage,
  parameters: pageParameters({ layout: 'auth', path: '/:lang/login', route: '/en/login' }),
  ...onViewport('desktop'),
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const emailField = (canvas: Canvas) => canvas.getByLabelText(/^E-mail/);
const passwordField = (canvas: Canvas) => canvas.getByLabelText(/^Password/, { selector: 'input' });

/** Puts `text` into a field as a paste (one change, where typing renders once per key). */
async function fill({ userEvent }: Play, field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** Fills in the credentials (an empty password stays empty) and presses "Sign in". */
async function signIn(play: Play, email: string, password: string) {
  await fill(play, emailField(play.canvas), email);
  if (password) await fill(play, passwordField(play.canvas), password);
  await play.userEvent.click(play.canvas.getByRole('button', { name: 'Sign in' }));
}

/** The empty form: e-mail, password, remember me, the links to reset and register. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(emailField(canvas)).toHaveValue('');
    await expect(emailField(canvas)).toHaveAttribute('autocomplete', 'email');
    await expect(passwordField(canvas)).toHaveValue('');
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/en/password/reset',
    );
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/en/register',
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Sent, the server has not answered yet: the button is busy and takes no second click. */
export const Submitting: Story = {
  parameters: { msw: { handlers: { auth: [getLoginMockHandler(neverAnswers)] } } },
  play: async ({ canvas, userEvent, step }) => {
    await step('Sign in, remembered', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Remember me' }));
      await signIn({ canvas, userEvent }, 'demo@example.com', DEMO_PASSWORD);
    });
    const button = canvas.getByRole('button', { name: 'Sign in' });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(emailField(canvas)).toHaveValue('demo@example.com');
  },
};

/**
 * An address without a domain and no password: the browser checks both before sending (the
 * server's 422 handler here is never asked), each message under its field, the banner counts them.
 */
export const ValidationFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: [
          getLoginMockHandler422({
            message: 'The given data was invalid.',
            errors: { email: ['validation.email'], password: ['validation.required'] },
          }),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent, step }) => {
    await step('Sign in with an address without a domain and no password', () =>
      signIn({ canvas, userEvent }, 'anna@example', ''),
    );
    await step('Each field says what is wrong; the first takes the focus', async () => {
      await expect(await canvas.findByRole('alert')).toHaveTextContent(
        'Please correct the 2 fields below.',
      );
      await expect(emailField(canvas)).toHaveAccessibleDescription(
        'The E-mail must be a valid e-mail address.',
      );
      await expect(emailField(canvas)).toHaveAttribute('aria-invalid', 'true');
      await expect(passwordField(canvas)).toHaveAccessibleDescription(
        'The Password field is required.',
      );
      await expect(emailField(canvas)).toHaveFocus();
    });
  },
};

/**
 * A wrong password: the server answers one message without field errors. It is said once, in the
 * banner; the e-mail field is not marked (the address may well be right) and what was typed stays.
 */
export const WrongPassword: Story = {
  parameters: {
    msw: { handlers: { auth: [getLoginMockHandler401({ message: WRONG_CREDENTIALS })] } },
  },
  play: async ({ canvas, userEvent, step }) => {
    await step('Sign in with a wrong password', () =>
      signIn({ canvas, userEvent }, 'demo@example.com', 'not-my-password'),
    );
    await step('The banner says so once; no field is marked, nothing is lost', async () => {
      await expect(await canvas.findByRole('alert')).toHaveTextContent(WRONG_CREDENTIALS);
      await expect(canvas.getAllByText(WRONG_CREDENTIALS)).toHaveLength(1);
      await expect(emailField(canvas)).not.toHaveAttribute('aria-invalid');
      await expect(passwordField(canvas)).not.toHaveAttribute('aria-invalid');
      await expect(emailField(canvas)).toHaveValue('demo@example.com');
      await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    });
  },
};

/**
 * The password is right, but the account's status is `failed` (the demo backend's
 * failed@example.com): the sign-in is dropped with a translated banner.
 */
export const AccountUnavailable: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step('Sign in as the failed account', () =>
      signIn({ canvas, userEvent }, 'failed@example.com', DEMO_PASSWORD),
    );
    await step('The banner sends the client to support', async () => {
      await expect(await canvas.findByRole('alert')).toHaveTextContent(
        'Your account cannot be used right now. Please contact support.',
      );
      await expect(emailField(canvas)).not.toHaveAttribute('aria-invalid');
      await expect(
        canvas.getByRole('link', { name: 'Write to support: support@example.com' }),
      ).toHaveAttribute('href', 'mailto:support@example.com');
    });
  },
};

/** No answer at all (offline, DNS, CORS): the translated network banner; nothing typed is lost. */
export const NetworkFailure: Story = {
  parameters: { msw: { handlers: { auth: [getLoginMockHandler(networkError)] } } },
  play: async ({ canvas, userEvent, step }) => {
    await step('Sign in while offline', () =>
      signIn({ canvas, userEvent }, 'demo@example.com', DEMO_PASSWORD),
    );
    await step('The network banner; what was typed and the focus stay', async () => {
      await expect(await canvas.findByRole('alert')).toHaveTextContent(
        'We could not reach the server. Check your internet connection and try again.',
      );
      await expect(emailField(canvas)).toHaveValue('demo@example.com');
      await expect(passwordField(canvas)).toHaveValue(DEMO_PASSWORD);
      // Focus stays on the button the user pressed, never falls back to the top of the page.
      await expect(canvas.getByRole('button', { name: 'Sign in' })).toHaveFocus();
    });
  },
};

/** The wrong-password state on a phone: the welcome panel is gone, banner and message wrap. */
export const WrongPasswordMobile: Story = { ...WrongPassword, ...onViewport('mobile') };

/**
 * A wrong password on a German page, the server answering in English as a plain Laravel backend
 * does: the page says it in German, once.
 */
export const GermanWrongPassword: Story = {
  globals: { locale: 'de' },
  parameters: {
    page: { route: '/de/login' },
    msw: {
      handlers: {
        auth: [
          getLoginMockHandler422({
            message: WRONG_CREDENTIALS,
            errors: { email: [WRONG_CREDENTIALS] },
          }),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent, step }) => {
    const submit = canvas.getByRole('button', { name: 'Anmelden' });
    await step('Sign in with a wrong password', async () => {
      await fill({ canvas, userEvent }, canvas.getByLabelText(/^E-Mail/), 'demo@example.com');
      await fill(
        { canvas, userEvent },
        canvas.getByLabelText(/^Passwort/, { selector: 'input' }),
        'falsch-falsch',
      );
      await userEvent.click(submit);
    });
    await step('The page says it in German, once; the focus stays on the button', async () => {
      const german = 'Diese Zugangsdaten stimmen nicht mit unseren Daten überein.';
      await expect(await canvas.findByRole('alert')).toHaveTextContent(german);
      await expect(canvas.getAllByText(german)).toHaveLength(1);
      await expect(canvas.getByLabelText(/^E-Mail/)).not.toHaveAttribute('aria-invalid');
      // The busy button never was `disabled`: the keyboard user is still where they left off.
      await waitFor(() => expect(submit).not.toHaveAttribute('aria-busy'));
      await expect(submit).toHaveFocus();
    });
  },
};

/** German: heading, labels, links and the password toggle are translated. */
export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    await expect(canvas.getByLabelText(/^E-Mail/)).toHaveAttribute('autocomplete', 'email');
    await expect(canvas.getByLabelText(/^Passwort/, { selector: 'input' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Passwort anzeigen' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Angemeldet bleiben' })).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Konto erstellen' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Anmelden' })).toBeEnabled();
  },
};
