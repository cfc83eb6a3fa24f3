import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SettingsProfilePage } from '@/features/account/profile/ProfilePage';
import { onViewport } from '../../viewport';
import { pageParameters } from '../frame';

const meta = {
  title: 'Pages/Account/SettingsProfile',
  component: SettingsProfilePage,
  parameters: pageParameters({ route: '/en/settings/profile', signedInBar: true }),
  ...onViewport('desktop'),
} satisfies Meta<typeof SettingsProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The profile form inside the settings layout, "Profile" marked in the sub-navigation. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Profile settings' })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Settings sections' });
    await expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Settings' })).not.toHaveAttribute(
      'aria-current',
    );
    // The demo investor's identity is verified: the legal name is shown, locked.
    const first = await canvas.findByRole('textbox', { name: /^First name/ });
    await expect(first).toHaveValue('Alex');
    await expect(first).toHaveAttribute('readonly');
  },
};

export const Mobile: Story = { ...Loaded, ...onViewport('mobile') };
