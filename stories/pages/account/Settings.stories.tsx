import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { PreferencesPage } from '@/features/account/settings/PreferencesPage';
import { usePreferences } from '@/stores/preferences';
import type { Canvas } from '../../play';
import { onViewport } from '../../viewport';
import { pageParameters } from '../frame';

const meta = {
  title: 'Pages/Account/Settings',
  component: PreferencesPage,
  // Each story starts from the frame's defaults: light theme, English, tiles, balances shown,
  // standard numbers.
  parameters: pageParameters({ route: '/en/settings/settings', signedInBar: true }),
  ...onViewport('desktop'),
} satisfies Meta<typeof PreferencesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const language = (canvas: Canvas) => canvas.getByRole('combobox', { name: /^Interface language/ });

/** The four choices as they stand: English, light, tiles, balances shown; the settings sub-navigation. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Settings sections' });
    await expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Verification' })).toHaveAttribute(
      'href',
      '/en/settings/verification',
    );
    await expect(language(canvas)).toHaveValue('en');
    await expect(canvas.getByRole('radio', { name: 'Light' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Tiles' })).toBeChecked();
    await expect(
      canvas.getByRole('checkbox', { name: 'Hide balances and amounts' }),
    ).not.toBeChecked();
    // In English the two notations look alike: the choice shows its effect in German, in words.
    await expect(
      canvas.getByRole('radio', { name: 'Standard ($ 12,345.60)' }),
    ).toHaveAccessibleDescription('The same in every interface language.');
    await expect(
      canvas.getByRole('radio', { name: 'As in my language ($12,345.60)' }),
    ).toHaveAccessibleDescription(
      /^Follows the interface language\. In English it hardly differs from Standard; in German it reads 12\.345,60\s\$\.$/,
    );
  },
};

/** Theme, list view and privacy change at once (kept in the cookie and local storage). */
export const Changed: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step("Choose dark, list, hidden balances and the language's notation", async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Dark' }));
      await userEvent.click(canvas.getByRole('radio', { name: 'List' }));
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Hide balances and amounts' }));
      await userEvent.click(canvas.getByRole('radio', { name: 'As in my language ($12,345.60)' }));
    });
    await step('Each choice is shown and kept', async () => {
      await waitFor(() => expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked());
      await expect(canvas.getByRole('radio', { name: 'List' })).toBeChecked();
      await expect(
        canvas.getByRole('checkbox', { name: 'Hide balances and amounts' }),
      ).toBeChecked();
      await expect(usePreferences.getState()).toMatchObject({
        themeStatus: 'dark-theme',
        isTileView: false,
        privacyMode: true,
        numberNotation: 'language',
      });
    });
  },
};

/** On a phone: the choices wrap. */
export const Mobile: Story = { ...Loaded, ...onViewport('mobile') };

/** German: legends, options and the sub-navigation are translated. */
export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Hell' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: /^Sprache der Oberfläche/ })).toHaveValue(
      'de',
    );
    // Each number format shows how it writes an amount in this language.
    await expect(canvas.getByRole('radio', { name: 'Standard ($ 12,345.60)' })).toBeChecked();
    const own = canvas.getByRole('radio', { name: /^Wie in meiner Sprache \(12\.345,60\s\$\)$/ });
    await expect(own).not.toBeChecked();
    // Here the two differ at a glance: the choice only says what it follows.
    await expect(own).toHaveAccessibleDescription('Folgt der Sprache der Oberfläche.');
  },
};
