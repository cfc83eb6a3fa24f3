import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from '../../../stories/pages/account/Profile.stories';
import { useCleanClient } from '../../api/helpers';
import { recordRequests, renderPageStory } from '../../utils/renderPageStory';

const {
  Loaded,
  Empty,
  Loading,
  LoadError,
  ValidationFailed,
  NameRequired,
  Saved,
  VerifiedSaved,
  VerificationUnknown,
  WaitingForVerification,
  German,
} = composeStories(stories);

const body = async (request: Request) => (await request.json()) as Record<string, unknown>;

describe('ProfilePage', () => {
  useCleanClient();

  it('runs the story: the verified demo user, names locked, phone, country and a read-only e-mail', async () => {
    await renderPageStory(Loaded).play();
  });

  it('locks the names of a verified client: read-only and focusable, with the way to support', async () => {
    renderPageStory(Loaded);
    const user = userEvent.setup();
    const first = await screen.findByRole('textbox', { name: /^First name/ });
    await user.click(first);
    expect(first).toHaveFocus();
    await user.keyboard('Zed');
    expect(first).toHaveValue('Alex');
    expect(screen.getByRole('textbox', { name: /^Last name/ })).toHaveAttribute('readonly');
    expect(screen.getByText(/^Your name is confirmed by your identity verification/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'contact support' })).toHaveAttribute(
      'href',
      '/en/tickets',
    );
  });

  it('sends the locked names unchanged with what a verified client did change', async () => {
    const saves = recordRequests('post', '*/api/settings/profile');
    await renderPageStory(VerifiedSaved, { watch: [saves.handler] }).play();
    expect(saves.seen).toHaveLength(1);
    expect(await body(saves.seen[0]!)).toEqual({
      first_name: 'Alex',
      second_name: 'Morgan',
      phone: '+420 777 000 111',
      country: 'CZ',
    });
  });

  it('keeps the names editable when the verification cannot be loaded', async () => {
    await renderPageStory(VerificationUnknown).play();
  });

  it('shows the form only once it knows whether the names are locked', async () => {
    await renderPageStory(WaitingForVerification).play();
  });

  it('runs the story: phone and country stay empty for a user without them', async () => {
    await renderPageStory(Empty).play();
  });

  it('shows the loading state while the user is fetched', async () => {
    await renderPageStory(Loading).play();
  });

  it('offers a retry in place when the user cannot be loaded, and the retry loads it', async () => {
    const { play } = renderPageStory(LoadError);
    await play();
    // The network is back: the retry reaches the demo backend behind the failing override.
    const { server } = await import('@/mocks/node');
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: /^First name/ })).toHaveValue('Alex');
  });

  it('sends the names and the country a client not verified yet changed, then updates the cached user and shows a toast', async () => {
    const saves = recordRequests('post', '*/api/settings/profile');
    const { play } = renderPageStory(Saved, { watch: [saves.handler] });
    await play();
    expect(saves.seen).toHaveLength(1);
    expect(await body(saves.seen[0]!)).toEqual({
      first_name: 'Marie',
      second_name: 'Novak',
      country: 'AT',
    });
    // The stand-in sidebar reads the user from the query cache, as the app's sidebar and navbar do.
    expect(screen.getByTestId('signed-in-name')).toHaveTextContent('Marie Novak');
  });

  it('leaves phone and country out of the body when the user has none and gave none', async () => {
    const saves = recordRequests('post', '*/api/settings/profile');
    renderPageStory(Empty, { watch: [saves.handler] });
    const user = userEvent.setup();
    const first = await screen.findByRole('textbox', { name: /^First name/ });
    await user.type(first, 'na');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saves.seen).toHaveLength(1));
    expect(await body(saves.seen[0]!)).toEqual({ first_name: 'Mariana', second_name: 'Novak' });
  });

  it('runs the story: 422 messages under their fields, the input kept', async () => {
    await renderPageStory(ValidationFailed).play();
  });

  it('refuses an empty name before sending anything', async () => {
    const saves = recordRequests('post', '*/api/settings/profile');
    await renderPageStory(NameRequired, { watch: [saves.handler] }).play();
    expect(saves.seen).toHaveLength(0);
    expect(within(screen.getByRole('alert')).getByText(/field/i)).toBeInTheDocument();
  });

  it('is translated: German heading, labels and country names', async () => {
    await renderPageStory(German).play();
  });
});
