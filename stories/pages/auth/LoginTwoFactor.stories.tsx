import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { getLoginTwoFactorMockHandler } from '@/api/generated/auth/auth.msw';
import { LoginPage } from '@/features/auth/LoginPage';
import { DEMO_PASSWORD } from '@/mocks/demo-accounts';
import { TWO_FACTOR_RECOVERY_CODES, TWO_FACTOR_SECRET } from '@/mocks/seed/twoFactor';
import { totp } from '@/mocks/totp';
import type { Canvas, Play } from '../../play';
import { onViewport } from '../../viewport';
import { pageParameters } from '../frame';
import { neverAnswers } from '../responses';

/*
 * The sign-in's second step (two-factor sign-in, beyond the specification), on the demo backend:
 * 2fa@example.com has it on, its codes come from the seeded secret as an authenticator app's do.
 */
const meta = {
  title: 'Pages/Auth/LoginTwoFactor',
  component: LoginPage,
  parameters: pageParameters({ layout: 'auth', path: '/:lang/login', route: '/en/login' }),
  ...onViewport('desktop'),
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const TWO_FACTOR_EMAIL = '2fa@example.com';

const codeField = (canvas: Canvas) => canvas.getByRole('textbox', { name: /^6-digit code/ });
const verify = (canvas: Canvas) => canvas.getByRole('button', { name: 'Verify' });

/** The password step of the two-factor account, then the second step's heading. */
async function reachSecondStep({ canvas, userEvent }: Play, remember = false) {
  await userEvent.click(canvas.getByLabelText(/^E-mail/));
  await userEvent.paste(TWO_FACTOR_EMAIL);
  await userEvent.click(canvas.getByLabelText(/^Password/, { selector: 'input' }));
  await userEvent.paste(DEMO_PASSWORD);
  if (remember) await userEvent.click(canvas.getByRole('checkbox', { name: 'Remember me' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
  // The second step is its own chunk: the first story of a file waits for it to load.
  await canvas.findByRole(
    'heading',
    { level: 1, name: 'Enter your security code' },
    { timeout: 10_000 },
  );
}

/** The second step: one field for the code, focused, a way to a recovery code and back. */
export const SecondStep: Story = {
  play: async ({ canvas, userEvent }) => {
    await reachSecondStep({ canvas, userEvent });
    const code = codeField(canvas);
    await expect(code).toHaveFocus();
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(
      canvas.getByText(
        'Open your authenticator app and enter the 6-digit code it shows for this account.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Use a recovery code instead' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeEnabled();
    await expect(canvas.queryByLabelText(/^Password/, { selector: 'input' })).toBeNull();
  },
};

/** A wrong code: the message under the field, the code kept, the focus on it. */
export const WrongCode: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await reachSecondStep({ canvas, userEvent });
    await step('Send a code that is not the app’s', async () => {
      await userEvent.type(codeField(canvas), '000000');
      await userEvent.click(verify(canvas));
    });
    await step('Refused under the field; nothing lost', async () => {
      const code = codeField(canvas);
      await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
      await expect(code).toHaveAccessibleDescription(
        'This code is not right. Enter the code your app shows now.',
      );
      await expect(code).toHaveValue('000000');
      await expect(code).toHaveFocus();
    });
  },
};

/** Five wrong codes already: the server answers 429 and the banner says how long to wait. */
export const TooManyAttempts: Story = {
  parameters: {
    msw: {
      handlers: {
        twoFactor: [
          http.post('*/api/login/2fa', () =>
            HttpResponse.json(
              { message: 'Too many attempts.' },
              { status: 429, headers: { 'Retry-After': '60' } },
            ),
          ),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await reachSecondStep({ canvas, userEvent });
    await userEvent.type(codeField(canvas), totp(TWO_FACTOR_SECRET));
    await userEvent.click(verify(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many wrong codes. Please wait 60 seconds, then try again.',
    );
    await expect(codeField(canvas)).not.toHaveAttribute('aria-invalid');
  },
};

/** A recovery code instead: its own field and label, the lead says what it is. */
export const RecoveryCode: Story = {
  play: async ({ canvas, userEvent }) => {
    await reachSecondStep({ canvas, userEvent });
    await userEvent.click(canvas.getByRole('button', { name: 'Use a recovery code instead' }));
    const field = canvas.getByRole('textbox', { name: /^Recovery code/ });
    await expect(field).toHaveFocus();
    await expect(canvas.queryByRole('textbox', { name: /^6-digit code/ })).toBeNull();
    await expect(canvas.getByText(/Each code works once\.$/)).toBeVisible();
    await userEvent.type(field, TWO_FACTOR_RECOVERY_CODES[1]!);
    await userEvent.click(verify(canvas));
    await expect(await canvas.findByText('Left the page')).toBeInTheDocument();
  },
};

/** Sent, no answer yet: busy, and the button takes no second click. */
export const Verifying: Story = {
  parameters: { msw: { handlers: { twoFactor: [getLoginTwoFactorMockHandler(neverAnswers)] } } },
  play: async ({ canvas, userEvent }) => {
    await reachSecondStep({ canvas, userEvent });
    await userEvent.type(codeField(canvas), '123456');
    await userEvent.click(verify(canvas));
    await waitFor(() => expect(verify(canvas)).toHaveAttribute('aria-busy', 'true'));
    await expect(codeField(canvas)).toHaveValue('123456');
  },
};

/** The challenge ran out on the server: back to the password, e-mail kept, the banner says why. */
export const ChallengeExpired: Story = {
  parameters: {
    msw: {
      handlers: {
        twoFactor: [
          http.post('*/api/login/2fa', () =>
            HttpResponse.json(
              {
                message: 'This sign-in has expired. Please sign in again.',
                errors: { challenge: ['This sign-in has expired. Please sign in again.'] },
              },
              { status: 422 },
            ),
          ),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await reachSecondStep({ canvas, userEvent });
    await userEvent.type(codeField(canvas), '123456');
    await userEvent.click(verify(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The time to enter the code ran out. Please sign in with your password again.',
    );
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByLabelText(/^E-mail/)).toHaveValue(TWO_FACTOR_EMAIL);
    const password = canvas.getByLabelText(/^Password/, { selector: 'input' });
    await expect(password).toHaveValue('');
    await waitFor(() => expect(password).toHaveFocus());
  },
};

/** The second step on a phone. */
export const SecondStepMobile: Story = { ...SecondStep, ...onViewport('mobile') };

/** German: the second step's heading, label and buttons. */
export const SecondStepGerman: Story = {
  globals: { locale: 'de' },
  parameters: { page: { route: '/de/login' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByLabelText(/^E-Mail/));
    await userEvent.paste(TWO_FACTOR_EMAIL);
    await userEvent.click(canvas.getByLabelText(/^Passwort/, { selector: 'input' }));
    await userEvent.paste(DEMO_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Anmelden' }));
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Sicherheitscode eingeben' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^6-stelliger Code/ })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Bestätigen' })).toBeEnabled();
    await expect(
      canvas.getByRole('button', { name: 'Stattdessen einen Wiederherstellungscode verwenden' }),
    ).toBeEnabled();
  },
};
