import { composeStories } from '@storybook/react-vite';
import { describe, expect, it, vi } from 'vitest';
import * as stories from '../../../stories/pages/account/SecurityPasskeys.stories';
import { useCleanClient } from '../../api/helpers';
import { recordRequests, renderPageStory } from '../../utils/renderPageStory';

const {
  PasskeysLoaded,
  PasskeysEmpty,
  PasskeysLoading,
  PasskeysLoadError,
  PasskeysNotOffered,
  PasskeyRemoveWrongPassword,
  PasskeysGermanPhone,
} = composeStories(stories);

describe('SecurityPage: passkeys', () => {
  useCleanClient();

  it.each([
    ['loaded', PasskeysLoaded],
    ['empty', PasskeysEmpty],
    ['loading', PasskeysLoading],
    ['failed, with a retry', PasskeysLoadError],
    ['a wrong password at the removal', PasskeyRemoveWrongPassword],
    ['in German on a phone', PasskeysGermanPhone],
  ])('runs the story: %s', async (_name, story) => {
    await renderPageStory(story).play();
  });

  it('remembers that passkeys are offered, for the sign-in page of this device', async () => {
    await renderPageStory(PasskeysLoaded).play();
    expect(localStorage.getItem('passkeysOffered')).toBe('1');
  });

  it('leaves no trace when the backend does not offer them, and forgets that it did', async () => {
    localStorage.setItem('passkeysOffered', '1');
    const errors = vi.spyOn(console, 'error');
    const list = recordRequests('post', '*/api/passkeys');
    await renderPageStory(PasskeysNotOffered, { watch: [list.handler] }).play();
    expect(document.body.textContent).not.toMatch(/passkey/i);
    expect(list.seen).toHaveLength(1);
    expect(errors).not.toHaveBeenCalled();
    expect(localStorage.getItem('passkeysOffered')).toBeNull();
  });

  it('tells a browser without WebAuthn why it cannot add one (jsdom has none)', async () => {
    await renderPageStory(PasskeysEmpty).play();
    expect(document.body.textContent).toContain('This browser cannot use passkeys.');
  });
});
