import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@/mocks/demo-accounts';
import { NEW_PASSWORD } from '../../../stories/pages/account/fixtures';
import * as stories from '../../../stories/pages/account/Security.stories';
import { useCleanClient } from '../../api/helpers';
import { recordRequests, renderPageStory } from '../../utils/renderPageStory';

const {
  Loaded,
  OnlyThisDevice,
  Loading,
  LoadError,
  PasswordRules,
  PasswordMismatch,
  WrongCurrentPassword,
  PasswordChanged,
  ConfirmSignOut,
  SignedOutOne,
  SignedOutAllOthers,
  German,
} = composeStories(stories);

const json = async (request: Request) => (await request.json()) as unknown;

describe('SecurityPage', () => {
  useCleanClient();

  it('runs the story: the sessions with this device marked, the password rules before typing', async () => {
    await renderPageStory(Loaded).play();
  });

  it('runs the story: only this device, nothing to sign out', async () => {
    await renderPageStory(OnlyThisDevice).play();
  });

  it('runs the stories: loading, and a failed list with a retry in place', async () => {
    await renderPageStory(Loading).play();
  });

  it('loads the sessions again from the retry', async () => {
    const { play } = renderPageStory(LoadError);
    await play();
    const { server } = await import('@/mocks/node');
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Safari on iPhone')).toBeInTheDocument();
  });

  it('runs the story: rules tick off, the strength hint follows', async () => {
    await renderPageStory(PasswordRules).play();
  });

  it('refuses a confirmation that differs before sending', async () => {
    const sent = recordRequests('post', '*/api/settings/password');
    await renderPageStory(PasswordMismatch, { watch: [sent.handler] }).play();
    expect(sent.seen).toHaveLength(0);
  });

  it('shows the 422 of a wrong current password under that field', async () => {
    await renderPageStory(WrongCurrentPassword).play();
  });

  it('sends current_password, password and password_confirmation once, then clears the fields', async () => {
    const sent = recordRequests('post', '*/api/settings/password');
    await renderPageStory(PasswordChanged, { watch: [sent.handler] }).play();
    expect(sent.seen).toHaveLength(1);
    expect(await json(sent.seen[0]!)).toEqual({
      current_password: DEMO_PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
  });

  it('asks before signing out one device; Cancel sends nothing', async () => {
    const revokes = recordRequests('post', '*/api/settings/sessions/revoke');
    await renderPageStory(ConfirmSignOut, { watch: [revokes.handler] }).play();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(revokes.seen).toHaveLength(0);
  });

  it('signs out one device with { session_id } and refreshes the list', async () => {
    const revokes = recordRequests('post', '*/api/settings/sessions/revoke');
    const lists = recordRequests('post', '*/api/settings/sessions');
    await renderPageStory(SignedOutOne, { watch: [revokes.handler, lists.handler] }).play();
    expect(revokes.seen).toHaveLength(1);
    expect(await json(revokes.seen[0]!)).toEqual({ session_id: 'sess-demo-2' });
    expect(lists.seen).toHaveLength(2);
  });

  it('signs out all other devices with { all_others: true }', async () => {
    const revokes = recordRequests('post', '*/api/settings/sessions/revoke');
    await renderPageStory(SignedOutAllOthers, { watch: [revokes.handler] }).play();
    expect(revokes.seen).toHaveLength(1);
    expect(await json(revokes.seen[0]!)).toEqual({ all_others: true });
  });

  it('is translated: German heading, session facts and buttons', async () => {
    await renderPageStory(German).play();
  });
});
