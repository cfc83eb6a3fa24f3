import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import {
  getGetTwoFactorStatusMockHandler,
  getGetTwoFactorStatusMockHandler404,
  getGetTwoFactorStatusMockHandler500,
} from '@/api/generated/security/security.msw';
import { SecurityPage } from '@/features/account/security/SecurityPage';
import { DEMO_PASSWORD } from '@/mocks/demo-accounts';
import { TWO_FACTOR_SECRET } from '@/mocks/seed/twoFactor';
import { totp } from '@/mocks/totp';
import type { Canvas, Play } from '../../play';
import { onViewport } from '../../viewport';
import { pageParameters } from '../frame';
import { neverAnswers } from '../responses';
import { expectToast } from './play';

/*
 * Two-factor sign-in on the security page (calls 44–48, beyond the specification), on the demo
 * backend: the demo investor has it off, 2fa@example.com (`account: 'twoFactor'`) has it on.
 */
const meta = {
  title: 'Pages/Account/SecurityTwoFactor',
  component: SecurityPage,
  parameters: pageParameters({ route: '/en/security' }),
  ...onViewport('desktop'),
} satisfies Meta<typeof SecurityPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const ON = { page: { account: 'twoFactor' as const } };

const cardTitle = (canvas: Canvas) =>
  canvas.findByRole('heading', { level: 2, name: 'Two-factor sign-in' });
/** The card: the section its title names. */
const card = (canvas: Canvas) => canvas.findByRole('region', { name: 'Two-factor sign-in' });
const codeField = (scope: Canvas) => scope.getByLabelText(/^6-digit code/, { selector: 'input' });

/** "Turn on", and the set-up dialog it opens. */
async function openSetUp({ canvas, userEvent }: Play) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Turn on' }));
  return screen.findByRole('dialog', { name: 'Turn on two-factor sign-in' });
}

/** The key the dialog shows, as a user would type it into an app (without the spaces). */
const shownKey = (dialog: HTMLElement) =>
  (within(dialog).getByTestId('two-factor-secret').textContent ?? '').replace(/\s/g, '');

/** Off (the demo investor): what it is, and "Turn on". */
export const TwoFactorOff: Story = {
  play: async ({ canvas }) => {
    const region = await card(canvas);
    await expect(within(region).getByText('Off: your password alone signs you in.')).toBeVisible();
    await expect(within(region).getByRole('button', { name: 'Turn on' })).toBeEnabled();
    await expect(within(region).queryByRole('button', { name: 'Turn off' })).toBeNull();
  },
};

/** On (2fa@example.com): since when, the recovery codes left, "Turn off" and "New recovery codes". */
export const TwoFactorOn: Story = {
  parameters: ON,
  play: async ({ canvas }) => {
    const region = await card(canvas);
    await expect(
      await within(region).findByText(/^On since .+: signing in takes a code/),
    ).toBeVisible();
    await expect(within(region).getByText('8 recovery codes left.')).toBeVisible();
    await expect(within(region).getByRole('button', { name: 'Turn off' })).toBeEnabled();
    await expect(within(region).getByRole('button', { name: 'New recovery codes' })).toBeEnabled();
  },
};

/** The status is on its way: a placeholder the card's size, announced once. */
export const TwoFactorLoading: Story = {
  parameters: {
    msw: { handlers: { twoFactor: [getGetTwoFactorStatusMockHandler(neverAnswers)] } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the two-factor sign-in status…')).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Two-factor sign-in' })).toBeNull();
  },
};

/** The status failed (500): the card says so in place with a retry; the rest of the page works. */
export const TwoFactorLoadError: Story = {
  parameters: {
    msw: { handlers: { twoFactor: [getGetTwoFactorStatusMockHandler500()] } },
  },
  play: async ({ canvas }) => {
    const region = await card(canvas);
    await expect(
      await within(region).findByRole('heading', {
        name: 'The two-factor sign-in status could not be loaded',
      }),
    ).toBeVisible();
    await expect(within(region).getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Change password' })).toBeEnabled();
  },
};

/** A backend without two-factor sign-in (404): no card, no heading, no error; the page as before. */
export const TwoFactorNotOffered: Story = {
  parameters: {
    msw: { handlers: { twoFactor: [getGetTwoFactorStatusMockHandler404()] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Safari on iPhone')).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByText('Loading the two-factor sign-in status…')).toBeNull(),
    );
    await expect(canvas.queryByRole('heading', { name: 'Two-factor sign-in' })).toBeNull();
    await expect(canvas.queryByText(/two-factor/i)).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
    // A backend without two-factor sign-in may still offer passkeys (this one does).
    await waitFor(() =>
      expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        'Change password',
        'Passkeys',
        'Active sessions',
      ]),
    );
  },
};

/** "Turn on": a dialog with the QR code drawn in the page, the key grouped to type, the code field. */
export const TwoFactorSetUp: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openSetUp({ canvas, userEvent });
    await expect(
      await within(dialog).findByRole('img', {
        name: 'QR code to add this account to an authenticator app',
      }),
    ).toBeVisible();
    const key = within(dialog).getByTestId('two-factor-secret');
    await expect(key.textContent).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    await expect(within(dialog).getByRole('button', { name: 'Copy key' })).toBeEnabled();
    const code = codeField(within(dialog));
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(within(dialog).getByRole('button', { name: 'Confirm and turn on' })).toBeEnabled();
  },
};

/** A wrong code: said under the field in the page's language; what was typed stays. */
export const TwoFactorWrongCode: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const dialog = await openSetUp({ canvas, userEvent });
    await step('Confirm with a code that is not the app’s', async () => {
      await userEvent.type(codeField(within(dialog)), '000000');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm and turn on' }));
    });
    await step('The refusal under the field, the code kept', async () => {
      const code = codeField(within(dialog));
      await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
      await expect(code).toHaveAccessibleDescription(
        'This code is not right. Enter the code your app shows now.',
      );
      await expect(code).toHaveValue('000000');
    });
  },
};

/**
 * The right code (computed from the key shown, as an app would): two-factor sign-in is on, and the
 * eight recovery codes are shown once, with copy, download and an explicit "I have saved them".
 */
export const TwoFactorRecoveryCodes: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const dialog = await openSetUp({ canvas, userEvent });
    await step('Confirm with the code of the key shown', async () => {
      await userEvent.type(codeField(within(dialog)), totp(shownKey(dialog)));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm and turn on' }));
    });
    await step('The recovery codes, shown once', async () => {
      const codes = await screen.findByRole('dialog', { name: 'Save your recovery codes' });
      await expectToast('Two-factor sign-in is on.');
      const list = within(codes).getByRole('list', { name: 'Recovery codes' });
      await expect(within(list).getAllByRole('listitem')).toHaveLength(8);
      await expect(within(codes).getByRole('button', { name: 'Copy' })).toBeEnabled();
      await expect(within(codes).getByRole('button', { name: 'Download (.txt)' })).toBeEnabled();
      // Shown once: Escape does not close it, only the explicit button does.
      await userEvent.keyboard('{Escape}');
      await expect(codes).toBeVisible();
      await userEvent.click(within(codes).getByRole('button', { name: 'I have saved them' }));
    });
    await step('The card says it is on; the focus is on its title', async () => {
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(await canvas.findByText('8 recovery codes left.')).toBeVisible();
      await expect(await cardTitle(canvas)).toHaveFocus();
    });
  },
};

/** Turning it off with a wrong password and code: each refusal under its field, nothing lost. */
export const TwoFactorTurnOffRefused: Story = {
  parameters: ON,
  play: async ({ canvas, userEvent, step }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor sign-in?' });
    const password = within(dialog).getByLabelText(/^Password/, { selector: 'input' });
    const code = within(dialog).getByLabelText(/^Code from your app or a recovery code/);
    await step('Send a wrong password and a wrong code', async () => {
      await userEvent.type(password, 'not-my-password');
      await userEvent.type(code, '000000');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    });
    await step('The password is refused under it; the code is not checked yet', async () => {
      await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
      await expect(password).toHaveAccessibleDescription('The password is incorrect.');
      await expect(code).toHaveValue('000000');
    });
    await step('The right password, still a wrong code: refused under the code', async () => {
      await userEvent.clear(password);
      await userEvent.type(password, DEMO_PASSWORD);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
      await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
      await expect(code).toHaveAccessibleDescription(
        'This code is not right. Enter the code your app shows now, or a recovery code.',
      );
    });
  },
};

/** Turned off with the password and the app's code: a toast, and the card says it is off. */
export const TwoFactorTurnedOff: Story = {
  parameters: ON,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor sign-in?' });
    await userEvent.type(
      within(dialog).getByLabelText(/^Password/, { selector: 'input' }),
      DEMO_PASSWORD,
    );
    await userEvent.type(
      within(dialog).getByLabelText(/^Code from your app or a recovery code/),
      totp(TWO_FACTOR_SECRET),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await expectToast('Two-factor sign-in is off.');
    await expect(await canvas.findByText('Off: your password alone signs you in.')).toBeVisible();
    await expect(await cardTitle(canvas)).toHaveFocus();
  },
};

/** New recovery codes: the password, then the new set, shown once. */
export const TwoFactorNewCodes: Story = {
  parameters: ON,
  play: async ({ canvas, userEvent }) => {
    const opener = await canvas.findByRole('button', { name: 'New recovery codes' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Create new recovery codes?' });
    await userEvent.type(
      within(dialog).getByLabelText(/^Password/, { selector: 'input' }),
      DEMO_PASSWORD,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create new codes' }));
    const codes = await screen.findByRole('dialog', { name: 'Save your recovery codes' });
    await expect(within(codes).getAllByRole('listitem')).toHaveLength(8);
    await expectToast('New recovery codes have been created. The old ones no longer work.');
    await userEvent.click(within(codes).getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** On, on a phone: the status and the buttons wrap. */
export const TwoFactorOnMobile: Story = { ...TwoFactorOn, ...onViewport('mobile') };

/** The set-up dialog on a phone. */
export const TwoFactorSetUpMobile: Story = { ...TwoFactorSetUp, ...onViewport('mobile') };

/** German: the card and its buttons. */
export const TwoFactorGerman: Story = {
  globals: { locale: 'de' },
  parameters: { page: { route: '/de/security' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Zwei-Faktor-Anmeldung' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Ausgeschaltet: Ihr Passwort allein meldet Sie an.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Einschalten' })).toBeEnabled();
  },
};
