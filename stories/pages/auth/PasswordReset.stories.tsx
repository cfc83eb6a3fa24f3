import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import {
  getResetPasswordMockHandler,
  getResetPasswordMockHandler422,
} from '@/api/generated/auth/auth.msw';
import { PasswordResetPage } from '@/features/auth/PasswordResetPage';
import type { Play } from '../../play';
import { onViewport } from '../../viewport';
import { pageParameters } from '../frame';
import { networkError, neverAnswers, validationError } from '../responses';
import { expectBusySubmit, expectFieldRefused, expectOffline } from './play';

const TOO_SHORT = 'The password field must be at least 8 characters.';
const BAD_TOKEN = 'This password reset token is invalid.';
/** What the page shows for them: our wording, the field's own label, the number the text carried. */
const SHOWN_TOO_SHORT = 'The New password must be at least 8 characters.';
const SHOWN_BAD_TOKEN = 'This password reset link is invalid or has expired.';

/** Chooses a new password (both fields) and saves, as a user does. */
async function savePassword(
  { canvas, userEvent }: Play,
  password = 'n3w-Passw0rd',
  submit = 'Save new password',
) {
  const [first, second] = canvas.getAllByLabelText(/passwor/i, { selector: 'input' });
  await userEvent.type(first!, password);
  await userEvent.type(second!, password);
  await userEvent.click(canvas.getByRole('button', { name: submit }));
}

const meta = {
  title: 'Pages/Auth/PasswordReset',
  component: PasswordResetPage,
  parameters: pageParameters({
    layout: 'auth',
    path: '/:lang/password/reset/:token',
    route: '/en/password/reset/valid-reset-token?email=demo%40example.com',
  }),
} satisfies Meta<typeof PasswordResetPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the e-mailed link: the address comes from the link, the passwords are empty. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Set a new password' }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('demo@example.com');
    await expect(canvas.getByLabelText(/^New password/, { selector: 'input' })).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    await expect(canvas.getByLabelText(/^Confirm password/, { selector: 'input' })).toHaveValue('');
    await expect(canvas.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/en/password/reset',
    );
  },
};

/** Saved: the user goes on to sign in (the frame shows a placeholder there). */
export const Success: Story = {
  parameters: { msw: { handlers: { auth: [getResetPasswordMockHandler()] } } },
  play: async ({ canvas, userEvent, step }) => {
    await step('Save a new password', () => savePassword({ canvas, userEvent }));
    await step('On to sign in', async () => {
      await expect(await canvas.findByText('Left the page')).toBeVisible();
    });
  },
};

/** Saving (here the server never answers): the button is busy and takes no second click. */
export const Saving: Story = {
  parameters: { msw: { handlers: { auth: [getResetPasswordMockHandler(neverAnswers)] } } },
  play: async ({ canvas, userEvent }) => {
    await savePassword({ canvas, userEvent });
    await expectBusySubmit(canvas, 'Save new password');
  },
};

/** The server refuses the password (422): its message under the new password. */
export const PasswordTooShort: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: [getResetPasswordMockHandler422(validationError({ password: [TOO_SHORT] }))],
      },
    },
  },
  play: async ({ canvas, userEvent, step }) => {
    // Long enough for the browser's check: the server's rule is the one that refuses it here.
    await step('Save a password the server refuses', () =>
      savePassword({ canvas, userEvent }, 'longer-but-refused'),
    );
    await step("The server's refusal under the new password, which takes the focus", async () => {
      const password = canvas.getByLabelText(/^New password/, { selector: 'input' });
      await expectFieldRefused(canvas, password, SHOWN_TOO_SHORT);
      await waitFor(() => expect(password).toHaveFocus());
      await expect(canvas.getByRole('textbox', { name: /^E-mail/ })).not.toHaveAttribute(
        'aria-invalid',
      );
    });
  },
};

/**
 * Too short for the rules listed under the field: the browser says so before anything is sent,
 * naming the field by its label.
 */
export const CheckedInBrowser: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step('Save a short password', () => savePassword({ canvas, userEvent }, 'short'));
    await step('The page refuses it before sending', async () => {
      await expect(await canvas.findByRole('alert')).toHaveTextContent(
        'Please correct the field below.',
      );
      const password = canvas.getByLabelText(/^New password/, { selector: 'input' });
      await expect(password).toHaveAccessibleDescription(SHOWN_TOO_SHORT);
      await expect(canvas.getByText('The same password in both fields')).toBeVisible();
      await waitFor(() => expect(password).toHaveFocus());
    });
  },
};

/** The link's token is expired or wrong (422 on `token`, which has no field): shown under the e-mail. */
export const InvalidToken: Story = {
  parameters: {
    msw: {
      handlers: { auth: [getResetPasswordMockHandler422(validationError({ token: [BAD_TOKEN] }))] },
    },
  },
  play: async ({ canvas, userEvent, step }) => {
    await step('Save with a bad link', () => savePassword({ canvas, userEvent }));
    await step('The refusal under the e-mail, with the way to a new link', async () => {
      const email = canvas.getByRole('textbox', { name: /^E-mail/ });
      await expectFieldRefused(canvas, email, SHOWN_BAD_TOKEN);
      await expect(canvas.getByRole('link', { name: 'Request a new link' })).toBeVisible();
    });
  },
};

/** No answer at all: the translated offline banner; what was typed stays. */
export const Offline: Story = {
  parameters: { msw: { handlers: { auth: [getResetPasswordMockHandler(networkError)] } } },
  play: async ({ canvas, userEvent, step }) => {
    await step('Save while offline', () => savePassword({ canvas, userEvent }));
    await step('The offline banner; what was typed stays', async () => {
      await expectOffline(canvas);
      await expect(canvas.getByLabelText(/^New password/, { selector: 'input' })).toHaveValue(
        'n3w-Passw0rd',
      );
    });
  },
};

/** The bad token on a phone. */
export const Mobile: Story = {
  ...InvalidToken,
  ...onViewport('mobile'),
};

/** The offline banner in German. */
export const German: Story = {
  parameters: {
    ...Offline.parameters,
    page: { route: '/de/password/reset/valid-reset-token?email=demo%40example.com' },
  },
  globals: { locale: 'de' },
  play: async ({ canvas, userEvent, step }) => {
    await step('Save while offline', () =>
      savePassword({ canvas, userEvent }, 'n3w-Passw0rd', 'Neues Passwort speichern'),
    );
    await step('The offline banner in German', async () => {
      await expect(await canvas.findByRole('alert')).toHaveTextContent(
        'Der Server ist nicht erreichbar. Prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
      );
      await expect(
        canvas.getByRole('heading', { level: 1, name: 'Neues Passwort festlegen' }),
      ).toBeVisible();
    });
  },
};
