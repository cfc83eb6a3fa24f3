import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import {
  getChangePasswordMockHandler,
  getGetSessionsMockHandler,
} from '@/api/generated/settings/settings.msw';
import { SecurityPage } from '@/features/account/security/SecurityPage';
import { DEMO_PASSWORD } from '@/mocks/demo-accounts';
import type { Canvas, Play } from '../../play';
import { onViewport } from '../../viewport';
import { pageParameters } from '../frame';
import { networkError, neverAnswers } from '../responses';
import { NEW_PASSWORD } from './fixtures';
import { expectToast } from './play';

const meta = {
  title: 'Pages/Account/Security',
  component: SecurityPage,
  parameters: pageParameters({ route: '/en/security', signedInBar: true }),
  ...onViewport('desktop'),
} satisfies Meta<typeof SecurityPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const currentPassword = (canvas: Canvas) =>
  canvas.getByLabelText(/^Current password/, { selector: 'input' });
const newPassword = (canvas: Canvas) =>
  canvas.getByLabelText(/^New password/, { selector: 'input' });
const confirmation = (canvas: Canvas) =>
  canvas.getByLabelText(/^Confirm password/, { selector: 'input' });
const changeButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Change password' });
/** The list item of a signed-in device. */
const sessionItem = async (canvas: Canvas, device: string) =>
  (await canvas.findByText(device)).closest('li') as HTMLElement;

/** Fills the three password fields (each pasted: what is sent matters, not the keystrokes). */
async function fillPasswords(
  { canvas, userEvent }: Play,
  current: string,
  next: string,
  again = next,
) {
  for (const [field, text] of [
    [currentPassword(canvas), current],
    [newPassword(canvas), next],
    [confirmation(canvas), again],
  ] as const) {
    await userEvent.click(field);
    if (text) await userEvent.paste(text);
  }
}

/** The demo investor: three signed-in devices, this one first and marked. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
    const mac = await sessionItem(canvas, 'Chrome 134 on macOS');
    await expect(within(mac).getByText('This device')).toBeVisible();
    await expect(within(mac).queryByRole('button', { name: 'Sign out' })).toBeNull();
    await expect(within(mac).getByText('Prague, Czechia')).toBeVisible();
    const iphone = await sessionItem(canvas, 'Safari on iPhone');
    await expect(within(iphone).getByText('185.64.12.87')).toBeVisible();
    await expect(
      within(iphone).getByRole('button', { name: 'Sign out' }),
    ).toHaveAccessibleDescription('Safari on iPhone');
    await expect(canvas.getByRole('button', { name: 'Sign out all other sessions' })).toBeEnabled();
    // The rules of a new password are there before anything is typed.
    await expect(canvas.getByText('Your password needs')).toBeVisible();
  },
};

/** Only this device is signed in: no sign-out buttons, a sentence instead. */
export const OnlyThisDevice: Story = {
  parameters: { page: { account: 'client' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No other device is signed in to your account.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Sign out/ })).toBeNull();
    await expect(canvas.getByText('This device')).toBeVisible();
  },
};

/** The sessions are on their way. */
export const Loading: Story = {
  parameters: { msw: { handlers: { sessions: [getGetSessionsMockHandler(neverAnswers)] } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
    await expect(currentPassword(canvas)).toBeEnabled();
  },
};

/** The sessions failed to load: a retry in their place; the password form still works. */
export const LoadError: Story = {
  parameters: { msw: { handlers: { sessions: [getGetSessionsMockHandler(networkError)] } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'This could not be loaded' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(currentPassword(canvas)).toBeEnabled();
  },
};

/** While typing: the rules tick off and the strength hint follows. */
export const PasswordRules: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step('A short password is weak', async () => {
      await userEvent.type(newPassword(canvas), 'abc');
      await expect(canvas.getByText(/^Strength: weak/)).toBeVisible();
    });
    await step('A long, mixed one is strong', async () => {
      await userEvent.type(newPassword(canvas), 'defgh-IJK-42');
      await expect(canvas.getByText('Strength: strong')).toBeVisible();
    });
    await step('The confirmation ticks off the last rule', async () => {
      await userEvent.type(confirmation(canvas), 'abcdefgh-IJK-42');
      await expect(canvas.getByText('The same password in both fields')).toBeVisible();
    });
  },
};

/** Checked before sending: a confirmation that differs is refused in the browser. */
export const PasswordMismatch: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step('Send a confirmation that differs', async () => {
      await fillPasswords({ canvas, userEvent }, DEMO_PASSWORD, NEW_PASSWORD, `${NEW_PASSWORD}!`);
      await userEvent.click(changeButton(canvas));
    });
    await step('The confirmation is refused', async () => {
      await waitFor(() => expect(confirmation(canvas)).toHaveAttribute('aria-invalid', 'true'));
      await expect(confirmation(canvas)).toHaveAccessibleDescription('The passwords do not match.');
    });
  },
};

/** The current password is wrong: the demo backend's 422 under that field. */
export const WrongCurrentPassword: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step('Send a wrong current password', async () => {
      await fillPasswords({ canvas, userEvent }, 'not-my-password', NEW_PASSWORD);
      await userEvent.click(changeButton(canvas));
    });
    await step("The server's refusal under it; the new password stays", async () => {
      await waitFor(() => expect(currentPassword(canvas)).toHaveAttribute('aria-invalid', 'true'));
      await expect(currentPassword(canvas)).toHaveAccessibleDescription(/incorrect/);
      await expect(newPassword(canvas)).toHaveValue(NEW_PASSWORD);
    });
  },
};

/** Changed: a toast, and the fields are emptied. */
export const PasswordChanged: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step('Change the password', async () => {
      await fillPasswords({ canvas, userEvent }, DEMO_PASSWORD, NEW_PASSWORD);
      await userEvent.click(changeButton(canvas));
    });
    await step('A toast; the fields are emptied', async () => {
      await expectToast(/Your password has been changed\./);
      await waitFor(() => expect(newPassword(canvas)).toHaveValue(''));
      await expect(currentPassword(canvas)).toHaveValue('');
    });
  },
};

/** Sent, no answer yet: busy, and a second click sends nothing. */
export const PasswordSending: Story = {
  parameters: { msw: { handlers: { password: [getChangePasswordMockHandler(neverAnswers)] } } },
  play: async ({ canvas, userEvent }) => {
    await fillPasswords({ canvas, userEvent }, DEMO_PASSWORD, NEW_PASSWORD);
    await userEvent.click(changeButton(canvas));
    await waitFor(() => expect(changeButton(canvas)).toHaveAttribute('aria-busy', 'true'));
    await expect(changeButton(canvas)).toHaveAttribute('aria-disabled', 'true');
  },
};

/** "Sign out" on one device asks first, in a titled dialog. */
export const ConfirmSignOut: Story = {
  play: async ({ canvas, userEvent }) => {
    const iphone = await sessionItem(canvas, 'Safari on iPhone');
    await userEvent.click(within(iphone).getByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out this session?' });
    await expect(dialog).toHaveTextContent('Safari on iPhone (185.64.12.87) will be signed out');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

/** Confirmed: that device is gone from the list and a toast says so. */
export const SignedOutOne: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step('Sign out the iPhone: a dialog asks first', async (context) => {
      await ConfirmSignOut.play?.(context);
    });
    await step('Confirm: the device leaves the list, a toast says so', async () => {
      await userEvent.click(
        within(screen.getByRole('dialog')).getByRole('button', { name: 'Sign out' }),
      );
      await expectToast('The session has been signed out.');
      await waitFor(() => expect(canvas.queryByText('Safari on iPhone')).toBeNull());
      await expect(canvas.getByText('Firefox 136 on Windows')).toBeVisible();
    });
  },
};

/** "Sign out all other sessions", confirmed: only this device is left. */
export const SignedOutAllOthers: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step('Ask to sign out all other sessions: a dialog counts them', async () => {
      await userEvent.click(
        await canvas.findByRole('button', { name: 'Sign out all other sessions' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Sign out all other sessions?' });
      await expect(dialog).toHaveTextContent('2 other devices will be signed out.');
    });
    await step('Confirm: only this device is left, a toast says so', async () => {
      await userEvent.click(
        within(screen.getByRole('dialog')).getByRole('button', {
          name: 'Sign out all other sessions',
        }),
      );
      await expectToast('All other sessions have been signed out.');
      await expect(
        await canvas.findByText('No other device is signed in to your account.'),
      ).toBeVisible();
      await expect(canvas.getByText('Chrome 134 on macOS')).toBeVisible();
    });
  },
};

/** On a phone: the sessions stack, the buttons wrap. */
export const Mobile: Story = { ...Loaded, ...onViewport('mobile') };

/** German: headings, labels and the session facts are translated. */
export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sicherheit' })).toBeVisible();
    await expect(await canvas.findByText('Dieses Gerät')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Alle anderen Sitzungen abmelden' }),
    ).toBeEnabled();
  },
};
