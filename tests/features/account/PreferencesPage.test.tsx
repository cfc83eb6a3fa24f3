import { composeStories } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '@/i18n/loadMessages';
import { usePreferences } from '@/stores/preferences';
import * as stories from '../../../stories/pages/account/Settings.stories';
import { useCleanClient } from '../../api/helpers';
import { recordRequests, renderPageStory } from '../../utils/renderPageStory';

const { Loaded, Changed, German } = composeStories(stories);

describe('PreferencesPage', () => {
  useCleanClient();

  it('runs the story: the current choices and the settings sub-navigation', async () => {
    await renderPageStory(Loaded).play();
  });

  it('applies theme, list view and privacy at once and keeps them for the next visit', async () => {
    await renderPageStory(Changed).play();
    expect(Cookies.get('user-theme')).toBe('dark-theme');
    expect(localStorage.getItem('isTileView')).toBe('false');
    expect(localStorage.getItem('privacyMode')).toBe('true');
    expect(localStorage.getItem('numberNotation')).toBe('language');
    // A reload reads them back.
    usePreferences.getState().hydrate();
    expect(usePreferences.getState()).toMatchObject({
      themeStatus: 'dark-theme',
      isTileView: false,
      privacyMode: true,
      numberNotation: 'language',
    });
  });

  it('changes the language as the navbar does: locally, then the server, then the cookie and the URL', async () => {
    // The catalogue is imported on its first use: import it first, so the wait below times the page.
    await loadMessages('fi');
    const saves = recordRequests('post', '*/api/settings/profile-settings');
    const { location } = renderPageStory(Loaded, { watch: [saves.handler] });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /^Interface language/ }),
      'fi',
    );
    await waitFor(() => expect(location.current?.pathname).toBe('/fi/settings/settings'));
    expect(usePreferences.getState().locale).toBe('fi');
    expect(Cookies.get('locale')).toBe('fi');
    expect(saves.seen).toHaveLength(1);
    expect(await saves.seen[0]!.json()).toEqual({ language_cabinet: 'fi' });
  });

  it('is translated: German heading and choices', async () => {
    await renderPageStory(German).play();
  });
});
