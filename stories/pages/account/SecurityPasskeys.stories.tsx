import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import type { Passkey } from '@/api/generated/model';
import {
  getGetPasskeysMockHandler,
  getGetPasskeysMockHandler404,
  getGetPasskeysMockHandler500,
} from '@/api/generated/security/security.msw';
import { SecurityPage } from '@/features/account/security/SecurityPage';
import { DEMO_PASSWORD } from '@/mocks/demo-accounts';
import type { Canvas } from '../../play';
import { onViewport } from '../../viewport';
import { pageParameters } from '../frame';
import { neverAnswers } from '../responses';

/*
 * Passkeys on the security page (calls 60–63, beyond the specification). Adding one needs the
 * browser's authenticator, which the end-to-end suite drives (tests/e2e/account-passkeys.spec.ts);
 * here: the list's states, removing with the password, and a backend without passkeys.
 */
const meta = {
  title: 'Pages/Account/SecurityPasskeys',
  component: SecurityPage,
  parameters: pageParameters({ route: '/en/security' }),
  ...onViewport('desktop'),
} satisfies Meta<typeof SecurityPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const PASSKEYS: Passkey[] = [
  {
    id: 7,
    name: 'Chrome on macOS',
    created_at: '2026-03-02T10:15:00Z',
    last_used_at: '2026-03-20T08:01:00Z',
  },
  {
    id: 'pk_9f2c',
    name: 'Safari on iPhone',
    created_at: '2026-03-21T09:00:00Z',
    last_used_at: null,
  },
];

const withPasskeys = {
  msw: { handlers: { passkeys: [getGetPasskeysMockHandler({ data: PASSKEYS })] } },
};

/** The section: the region its title names. */
const section = (canvas: Canvas) => canvas.findByRole('region', { name: 'Passkeys' });
const item = async (canvas: Canvas, name: string) =>
  (await within(await section(canvas)).findByText(name)).closest('li') as HTMLElement;

/** Two passkeys: each with when it was added and last used, and "Remove". */
export const PasskeysLoaded: Story = {
  parameters: withPasskeys,
  play: async ({ canvas }) => {
    const mac = await item(canvas, 'Chrome on macOS');
    await expect(within(mac).getByText('Last used')).toBeVisible();
    await expect(within(mac).getByText(/Mar 20, 2026/)).toBeVisible();
    await expect(within(mac).getByRole('button', { name: 'Remove' })).toHaveAccessibleDescription(
      'Chrome on macOS',
    );
    const iphone = await item(canvas, 'Safari on iPhone');
    await expect(within(iphone).getByText('Not used yet')).toBeVisible();
  },
};

/** None yet (the demo backend's seed): a sentence, and adding one where the browser can. */
export const PasskeysEmpty: Story = {
  play: async ({ canvas }) => {
    const region = await section(canvas);
    await expect(
      await within(region).findByText('You have not added a passkey yet.'),
    ).toBeVisible();
    await expect(
      within(region).getByText(/instead of a password\. It cannot be phished/),
    ).toBeVisible();
  },
};

/** The list is on its way: a placeholder, announced once. */
export const PasskeysLoading: Story = {
  parameters: { msw: { handlers: { passkeys: [getGetPasskeysMockHandler(neverAnswers)] } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your passkeys…')).toBeInTheDocument();
  },
};

/** The list failed: said in the section, with a retry in place. */
export const PasskeysLoadError: Story = {
  parameters: { msw: { handlers: { passkeys: [getGetPasskeysMockHandler500()] } } },
  play: async ({ canvas }) => {
    const region = await section(canvas);
    await expect(
      await within(region).findByRole('heading', { name: 'Your passkeys could not be loaded.' }),
    ).toBeVisible();
    await expect(within(region).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** A backend without passkeys (404): no section, no heading, no error. */
export const PasskeysNotOffered: Story = {
  parameters: { msw: { handlers: { passkeys: [getGetPasskeysMockHandler404()] } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Active sessions' }),
    ).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('Loading your passkeys…')).toBeNull());
    await expect(canvas.queryByRole('region', { name: 'Passkeys' })).toBeNull();
  },
};

/** "Remove" asks for the password; a wrong one is said under the field, nothing is removed. */
export const PasskeyRemoveWrongPassword: Story = {
  parameters: withPasskeys,
  play: async ({ canvas, userEvent }) => {
    const mac = await item(canvas, 'Chrome on macOS');
    await userEvent.click(within(mac).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this passkey?' });
    await expect(
      within(dialog).getByText(/“Chrome on macOS” will no longer sign you in/),
    ).toBeVisible();
    const password = within(dialog).getByLabelText(/^Password/, { selector: 'input' });
    await userEvent.type(password, `${DEMO_PASSWORD}-wrong`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    await expect(password).toHaveValue(`${DEMO_PASSWORD}-wrong`);
  },
};

/** German, on a phone: the section and its list. */
export const PasskeysGermanPhone: Story = {
  globals: { ...onViewport('mobile').globals, locale: 'de' },
  parameters: { ...withPasskeys, page: { route: '/de/security' } },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Passkeys' });
    await expect(await within(region).findByText('Chrome on macOS')).toBeVisible();
    await expect(within(region).getAllByRole('button', { name: 'Entfernen' })).toHaveLength(2);
    await expect(within(region).getByText('Noch nicht verwendet')).toBeVisible();
  },
};
