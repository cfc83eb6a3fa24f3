import { composeStories } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
// One user-event copy per document, the tests' own (tests/utils/play.ts says why).
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getVerifyEmailMockHandler } from '@/api/generated/auth/auth.msw';
import * as stories from '../../../stories/pages/auth/EmailVerify.stories';
import { networkError } from '../../../stories/pages/responses';
import { useCleanClient } from '../../api/helpers';
import { recordRequests, renderPageStory } from '../../utils/renderPageStory';

const { Verified, Checking, InvalidLink, Offline, German } = composeStories(stories);

const VERIFY = '*/api/email/verify/:id';

describe('EmailVerifyPage', () => {
  useCleanClient();

  it("passes the link's id and query string to the server exactly as they came", async () => {
    const verifications = recordRequests('post', VERIFY);
    // An unusual but valid signed link: encoded characters, a third parameter, its own order.
    const link = '/en/email/verify/7?signature=ab%2Bc%2Fd%3D&expires=1773655200&lang=de';
    renderPageStory(Verified, {
      withHandlers: false,
      watch: [verifications.handler],
      initialEntries: [link],
    });
    await waitFor(() => expect(verifications.seen).toHaveLength(1));
    const url = new URL(verifications.seen[0]!.url);
    expect(url.pathname).toBe('/api/email/verify/7');
    expect(url.search).toBe('?signature=ab%2Bc%2Fd%3D&expires=1773655200&lang=de');
  });

  it('shows the status of the demo backend for a link of a verified user', async () => {
    const verifications = recordRequests('post', VERIFY);
    renderPageStory(Verified, { withHandlers: false, watch: [verifications.handler] });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Your e-mail address is already verified.',
      ),
    );
    expect(screen.getByRole('link', { name: 'Continue to sign in' })).toHaveAttribute(
      'href',
      '/en/login',
    );
    expect(new URL(verifications.seen[0]!.url).search).toBe(
      '?expires=1773655200&signature=4f1d0c2a9be35e7a',
    );
  });

  it("shows the server's status and the way on to sign in", async () => {
    const { play } = renderPageStory(Verified);
    await play();
  });

  it('says it is checking the link while the server has not answered', async () => {
    const verifications = recordRequests('post', VERIFY);
    renderPageStory(Checking, { watch: [verifications.handler] });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your verification link…');
    expect(screen.getByRole('region', { name: 'Verify your e-mail' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await waitFor(() => expect(verifications.seen).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('Checking your verification link…');
    expect(screen.queryByRole('link', { name: 'Continue to sign in' })).toBeNull();
  });

  it("shows the server's message for a refused link, with a link to send a new one", async () => {
    const { play } = renderPageStory(InvalidLink);
    await play();
  });

  it('refuses a link without its signature (demo backend), and offers a new one', async () => {
    renderPageStory(InvalidLink, {
      withHandlers: false,
      initialEntries: ['/en/email/verify/1?expires=1773655200'],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The verification link is invalid.');
    expect(
      screen.getByRole('heading', { level: 1, name: 'We could not verify your e-mail' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send a new verification link' })).toHaveAttribute(
      'href',
      '/en/email/resend',
    );
  });

  it('shows the offline state, and "Try again" asks the server again', async () => {
    const verifications = recordRequests('post', VERIFY);
    renderPageStory(Offline, {
      withHandlers: false,
      watch: [verifications.handler, getVerifyEmailMockHandler(networkError, { once: true })],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the server. Check your internet connection and try again.',
    );
    expect(screen.queryByRole('link', { name: 'Send a new verification link' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Your e-mail address is already verified.',
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(verifications.seen).toHaveLength(2);
    expect(new URL(verifications.seen[1]!.url).search).toBe(
      '?expires=1773655200&signature=4f1d0c2a9be35e7a',
    );
  });

  it('runs the offline story', async () => {
    const { play } = renderPageStory(Offline);
    await play();
  });

  it('is translated', async () => {
    const { play } = renderPageStory(German);
    await play();
  });
});
