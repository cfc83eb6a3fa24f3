import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getGetClientInfoResponseMock } from '@/api/generated/session/session.msw';
import { AppDialogs } from '@/app/shell/AppDialogs';
import { AppSidebar } from '@/app/shell/AppSidebar';
import { server } from '@/mocks/node';
import { ShownFailuresProvider } from '@/page/QueryStates';
import { userQueryKey } from '@/session';
import { useDialogs } from '@/stores/dialogs';
import { createTestQueryClient, renderWithProviders } from '../utils/render';

/*
 * What the frame says to a screen reader is in the page's language too: the names the design
 * system's components fall back to (in English) never reach a German page.
 */
describe('the frame in German', () => {
  it('names the loading profile and balance, and the profile photo, in German', async () => {
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('*/api/wallets', async () => {
        await held;
        return HttpResponse.json([{ id: 1, name: 'Main', currency: 'USD', balance: 5 }]);
      }),
    );
    const queryClient = createTestQueryClient();
    renderWithProviders(
      <ShownFailuresProvider>
        <AppSidebar />
      </ShownFailuresProvider>,
      { queryClient, locale: 'de' },
    );
    const sidebar = screen.getByRole('complementary', { name: 'Profil und Guthaben' });
    // Skeleton groups announce their label as the live region's text.
    expect(within(sidebar).getByText('Profil wird geladen …')).toBeInTheDocument();
    expect(within(sidebar).getByText('Kontostand wird geladen…')).toBeInTheDocument();
    expect(within(sidebar).queryByText(/Loading/)).not.toBeInTheDocument();
    act(() =>
      queryClient.setQueryData(userQueryKey(), {
        ...getGetClientInfoResponseMock(),
        first_name: 'Dana',
        second_name: 'Reyes',
        avatar_url: 'https://cdn.example.test/dana.png',
      }),
    );
    answer();
    expect(await within(sidebar).findByRole('img', { name: 'Profilbild' })).toBeInTheDocument();
  });

  it('names the session dialog’s close button and the server’s page in German', async () => {
    renderWithProviders(<AppDialogs />, { locale: 'de' });
    act(() => useDialogs.getState().push({ kind: 'unauthorized' }));
    const expired = await screen.findByRole('dialog');
    expect(within(expired).getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
    act(() => useDialogs.setState({ queue: [{ kind: 'server-error', html: '<p>Fehler</p>' }] }));
    expect(await screen.findByTitle('Antwort des Servers')).toBeInTheDocument();
  });
});
