import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { usePreferences } from '@/stores/preferences';

describe('preferences store', () => {
  it('defaults to the light theme, English, tile view and no welcome shown', () => {
    const s = usePreferences.getState();
    expect(s.themeStatus).toBe('light-theme');
    expect(s.locale).toBe('en');
    expect(s.isTileView).toBe(true);
    expect(s.welcomeMessageShown).toBe(false);
  });

  it('stores the theme in the user-theme cookie for 365 days', () => {
    const set = vi.spyOn(Cookies, 'set');
    usePreferences.getState().toggleTheme();
    expect(usePreferences.getState().themeStatus).toBe('dark-theme');
    expect(set).toHaveBeenCalledWith(
      'user-theme',
      'dark-theme',
      expect.objectContaining({ expires: 365, path: '/', sameSite: 'Lax' }),
    );
    usePreferences.getState().hydrate();
    expect(usePreferences.getState().themeStatus).toBe('dark-theme');
  });

  it('changes the local locale without writing the cookie until persisted', () => {
    usePreferences.getState().setLocale('de');
    expect(usePreferences.getState().locale).toBe('de');
    expect(Cookies.get('locale')).toBeUndefined();
    const set = vi.spyOn(Cookies, 'set');
    usePreferences.getState().persistLocale('de');
    expect(set).toHaveBeenCalledWith('locale', 'de', expect.objectContaining({ expires: 365 }));
    usePreferences.getState().hydrate();
    expect(usePreferences.getState()).toMatchObject({ locale: 'de', localeStored: true });
  });

  it('ignores an unsupported locale cookie', () => {
    Cookies.set('locale', 'xx');
    usePreferences.getState().hydrate();
    expect(usePreferences.getState()).toMatchObject({ locale: 'en', localeStored: false });
  });

  it('persists the tile/list choice in localStorage', () => {
    usePreferences.getState().setTileView(false);
    expect(localStorage.getItem('isTileView')).toBe('false');
    usePreferences.getState().hydrate();
    expect(usePreferences.getState().isTileView).toBe(false);
  });

  it('keeps welcomeMessageShown in a 365-day cookie', () => {
    const set = vi.spyOn(Cookies, 'set');
    usePreferences.getState().setWelcomeMessageShown(true);
    expect(set).toHaveBeenCalledWith(
      'welcomeMessageShown',
      'true',
      expect.objectContaining({ expires: 365 }),
    );
    usePreferences.getState().hydrate();
    expect(usePreferences.getState().welcomeMessageShown).toBe(true);
  });
});
