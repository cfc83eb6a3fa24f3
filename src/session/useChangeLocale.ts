import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { withLocale } from '@/config/paths';
import { loadMessages } from '@/i18n/loadMessages';
import type { Locale } from '@/i18n/locales';
import { usePreferences } from '@/stores/preferences';
import { getCurrentUser, isAuthenticated } from './user';

/**
 * Language switch in the specification's order: the local locale first, then the server
 * (`language_cabinet`, only when signed in), then the 365-day `locale` cookie; the URL prefix follows.
 * The navbar's switch and the settings page share it, so both behave the same.
 */
export function useChangeLocale() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  return useCallback(
    async (locale: Locale) => {
      await loadMessages(locale).catch(() => undefined);
      usePreferences.getState().setLocale(locale);
      if (isAuthenticated(getCurrentUser(queryClient))) {
        // Imported on use: the first load (the sign-in page) never saves settings.
        const { updateProfileSettings } = await import('@/api/generated/settings/settings');
        await updateProfileSettings({ language_cabinet: locale }).catch((error: unknown) =>
          console.error('Failed to save the interface language', error),
        );
      }
      usePreferences.getState().persistLocale(locale);
      await navigate(`${withLocale(location.pathname, locale)}${location.search}${location.hash}`, {
        replace: true,
      });
      // What the server wrote in the old language (a wallet's name, a comment, a ticket's text)
      // is asked for again in the new one: the page's queries refetch, the others on next use.
      await queryClient.invalidateQueries();
    },
    [navigate, location.pathname, location.search, location.hash, queryClient],
  );
}
