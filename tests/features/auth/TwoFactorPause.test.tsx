import { composeStories } from '@storybook/react-vite';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { namedWait } from '@/features/auth/usePause';
import { DEMO_PASSWORD } from '@/mocks/demo-accounts';
import * as stories from '../../../stories/pages/auth/LoginTwoFactor.stories';
import { useCleanClient } from '../../api/helpers';
import { recordRequests, renderPageStory } from '../../utils/renderPageStory';

const { SecondStep } = composeStories(stories);

const codeField = () => screen.getByRole('textbox', { name: /^6-digit code/ });
const verify = () => screen.getByRole('button', { name: 'Verify' });

async function passwordStep() {
  const user = userEvent.setup();
  await user.click(screen.getByLabelText(/^E-mail/));
  await user.paste('2fa@example.com');
  await user.click(screen.getByLabelText(/^Password/, { selector: 'input' }));
  await user.paste(DEMO_PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByRole('heading', { level: 1, name: 'Enter your security code' });
  return user;
}

/** A 429 with the wait in its body only (a backend on another origin may hide the header). */
const lockedFor = (seconds: number) =>
  http.post('*/api/login/2fa', () =>
    HttpResponse.json(
      { message: `Too many attempts. Please try again in ${seconds} seconds.` },
      { status: 429 },
    ),
  );

describe('LoginPage: the second step after a 429', () => {
  useCleanClient();
  beforeAll(async () => {
    await import('@/features/auth/TwoFactorStep');
  });

  // The wait is counted by the page's clock (setInterval, Date): faked from the second step on, and
  // moved only by the test, so a wait of minutes is checked to its last second without being
  // waited for (requests and Testing Library's waits keep their real setTimeout).
  const holdTheClock = () => vi.useFakeTimers({ toFake: ['setInterval', 'Date'] });
  afterEach(() => {
    vi.useRealTimers();
  });
  /** Time passes: the clock moves on, and the page's once-a-second tick comes (as in a tab
   * the browser throttled, the countdown reads the clock rather than counting its ticks). */
  const wait = async (ms: number) => {
    vi.setSystemTime(Date.now() + ms - 1_000);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
  };

  it('sends no code until the wait it names is over, counting down, then takes codes again', async () => {
    const sent = recordRequests('post', '*/api/login/2fa');
    renderPageStory(SecondStep, { watch: [sent.handler, lockedFor(30)] });
    const user = await passwordStep();
    holdTheClock();
    await user.click(codeField());
    await user.paste('123456');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many wrong codes. Please wait 30 seconds, then try again.',
    );
    expect(sent.seen).toHaveLength(1);
    expect(verify()).toBeDisabled();
    expect(screen.getByText('You can send a code again in 30 seconds.')).toBeVisible();

    await wait(29_000);
    expect(screen.getByText('You can send a code again in 1 second.')).toBeVisible();
    // Neither Enter in the field nor the button sends another code while the wait lasts.
    await user.click(codeField());
    await user.keyboard('{Enter}');
    await user.click(verify());
    expect(sent.seen).toHaveLength(1);
    expect(codeField()).toHaveValue('123456');

    await wait(1_000);
    expect(verify()).toBeEnabled();
    expect(screen.queryByText(/You can send a code again/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(verify());
    // Sent again, and refused again: the wait starts over.
    expect(await screen.findByText('You can send a code again in 30 seconds.')).toBeVisible();
    expect(sent.seen).toHaveLength(2);
  });

  it('pauses two minutes after a 429 that names no wait', async () => {
    const sent = recordRequests('post', '*/api/login/2fa');
    renderPageStory(SecondStep, {
      watch: [
        sent.handler,
        http.post('*/api/login/2fa', () =>
          HttpResponse.json({ message: 'Too many attempts.' }, { status: 429 }),
        ),
      ],
    });
    const user = await passwordStep();
    holdTheClock();
    await user.click(codeField());
    await user.paste('123456');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many wrong codes. Please wait a few minutes, then try again.',
    );
    expect(screen.getByText('You can send a code again in 120 seconds.')).toBeVisible();
    expect(verify()).toBeDisabled();

    await wait(119_000);
    expect(screen.getByText('You can send a code again in 1 second.')).toBeVisible();
    expect(verify()).toBeDisabled();
    await wait(1_000);
    expect(verify()).toBeEnabled();
    expect(sent.seen).toHaveLength(1);
  });
});

describe('namedWait', () => {
  const tooMany = (headers: Record<string, string>, data: unknown) =>
    new AxiosError('Too Many Requests', '429', undefined, undefined, {
      status: 429,
      statusText: 'Too Many Requests',
      headers: new AxiosHeaders(headers),
      config: { headers: new AxiosHeaders() },
      data,
    });

  it.each([
    ['Retry-After in seconds', () => tooMany({ 'retry-after': '60' }, {}), [60]],
    [
      'Retry-After as a date (whole seconds)',
      () => tooMany({ 'retry-after': new Date(Date.now() + 30_000).toUTCString() }, {}),
      [29, 30],
    ],
    ['retry_after in the body', () => tooMany({}, { retry_after: 45 }), [45]],
    ["Laravel's sentence", () => tooMany({}, { message: 'Please try again in 42 seconds.' }), [42]],
    ['nothing', () => tooMany({}, { message: 'Too many attempts.' }), [undefined]],
    ['a wait of hours: capped at one', () => tooMany({ 'retry-after': '86400' }, {}), [3600]],
  ])('reads %s', (_, error, seconds) => {
    expect(seconds).toContain(namedWait(error()));
  });
});
