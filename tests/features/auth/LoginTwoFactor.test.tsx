import { composeStories } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fingerprintReportsSettled } from '@/api/fingerprint';
import { recordedFingerprints } from '@/mocks/db';
import { DEMO_PASSWORD } from '@/mocks/demo-accounts';
import { TWO_FACTOR_RECOVERY_CODES, TWO_FACTOR_SECRET } from '@/mocks/seed/twoFactor';
import { totp } from '@/mocks/totp';
import { getCurrentUser, rememberIntendedUrl } from '@/session';
import { useSession } from '@/stores/session';
import * as stories from '../../../stories/pages/auth/LoginTwoFactor.stories';
import { useCleanClient } from '../../api/helpers';
import { TEST_FINGERPRINT } from '../../utils/fingerprint';
import { recordRequests, renderPageStory } from '../../utils/renderPageStory';

const {
  SecondStep,
  WrongCode,
  TooManyAttempts,
  RecoveryCode,
  Verifying,
  ChallengeExpired,
  SecondStepGerman,
} = composeStories(stories);

const json = async (request: Request) => (await request.json()) as Record<string, unknown>;
const codeField = () => screen.getByRole('textbox', { name: /^6-digit code/ });

/** Signs in as the two-factor demo account up to its second step. */
async function passwordStep({ remember = false } = {}) {
  const user = userEvent.setup();
  await user.click(screen.getByLabelText(/^E-mail/));
  await user.paste('2fa@example.com');
  await user.click(screen.getByLabelText(/^Password/, { selector: 'input' }));
  await user.paste(DEMO_PASSWORD);
  if (remember) await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByRole('heading', { level: 1, name: 'Enter your security code' });
  return user;
}

describe('LoginPage: the second step', () => {
  useCleanClient();
  // The step's own chunk (loaded with a challenge): transformed once here, not inside a test's time.
  beforeAll(async () => {
    await import('@/features/auth/TwoFactorStep');
  });

  it.each([
    ['the code field, focused', SecondStep],
    ['a wrong code under the field', WrongCode],
    ['429: how long to wait, in the banner', TooManyAttempts],
    ['a recovery code instead', RecoveryCode],
    ['busy while the code is on its way', Verifying],
    ['an expired challenge: back to the password', ChallengeExpired],
    ['in German', SecondStepGerman],
  ])('runs the story: %s', async (_name, story) => {
    await renderPageStory(story).play();
  });

  it('sends { challenge, code } with the fingerprint once, then signs in as the password step does', async () => {
    const setCookie = vi.spyOn(Cookies, 'set');
    rememberIntendedUrl('/en/wallets');
    const logins = recordRequests('post', '*/api/login');
    const seconds = recordRequests('post', '*/api/login/2fa');
    const { location, queryClient } = renderPageStory(SecondStep, {
      watch: [logins.handler, seconds.handler],
    });
    const user = await passwordStep({ remember: true });
    // No fingerprint is reported for a password that still needs its code.
    await fingerprintReportsSettled();
    expect(recordedFingerprints()).toHaveLength(0);

    // The code as typed: a 30-second step may end before the assertion (the server accepts the
    // step before and after, as an authenticator's clock may be off).
    const code = totp(TWO_FACTOR_SECRET);
    await user.type(codeField(), code);
    await user.dblClick(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(location.current?.pathname).toBe('/en/wallets'), { timeout: 5000 });

    expect(logins.seen).toHaveLength(1);
    expect(seconds.seen).toHaveLength(1);
    const body = await json(seconds.seen[0]!);
    expect(body).toEqual({
      challenge: expect.stringMatching(/^ch-/),
      code,
      ...TEST_FINGERPRINT,
    });
    const token = useSession.getState().token;
    expect(token).toMatch(/^demo-4-/);
    expect(setCookie).toHaveBeenCalledWith(
      'token',
      token,
      expect.objectContaining({ expires: 365 }),
    );
    expect(getCurrentUser(queryClient)).toMatchObject({ email: '2fa@example.com' });
    await fingerprintReportsSettled();
    expect(recordedFingerprints()).toEqual([
      expect.objectContaining({ ...TEST_FINGERPRINT, type: 'login' }),
    ]);
  });

  it('sends { challenge, recovery_code } for a recovery code', async () => {
    const seconds = recordRequests('post', '*/api/login/2fa');
    const { location } = renderPageStory(SecondStep, { watch: [seconds.handler] });
    const user = await passwordStep();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(
      screen.getByRole('textbox', { name: /^Recovery code/ }),
      ` ${TWO_FACTOR_RECOVERY_CODES[2]} `,
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location.current?.pathname).toBe('/en/home'), { timeout: 5000 });
    const body = await json(seconds.seen[0]!);
    expect(body.recovery_code).toBe(TWO_FACTOR_RECOVERY_CODES[2]);
    expect(body).not.toHaveProperty('code');
  });

  it('checks the code before sending: six digits, spaces allowed', async () => {
    const seconds = recordRequests('post', '*/api/login/2fa');
    renderPageStory(SecondStep, { watch: [seconds.handler] });
    const user = await passwordStep();
    await user.type(codeField(), '12345');
    await user.keyboard('{Enter}');
    expect(codeField()).toHaveAccessibleDescription('Enter the 6 digits your app shows.');
    expect(seconds.seen).toHaveLength(0);
    const code = totp(TWO_FACTOR_SECRET);
    await user.clear(codeField());
    await user.type(codeField(), `${code.slice(0, 3)} ${code.slice(3)}`);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(seconds.seen).toHaveLength(1));
    expect((await json(seconds.seen[0]!)).code).toBe(code);
  });

  it('goes back to the password step: e-mail kept, password asked again and focused', async () => {
    renderPageStory(SecondStep);
    const user = await passwordStep();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('2fa@example.com');
    const password = screen.getByLabelText(/^Password/, { selector: 'input' });
    expect(password).toHaveValue('');
    await waitFor(() => expect(password).toHaveFocus());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('goes back by itself when the challenge runs out (expires_in), saying why', async () => {
    const seconds = recordRequests('post', '*/api/login/2fa');
    renderPageStory(SecondStep, {
      watch: [
        seconds.handler,
        http.post('*/api/login', () =>
          HttpResponse.json({ two_factor: true, challenge: 'short', expires_in: 1 }),
        ),
      ],
    });
    await passwordStep();
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'The time to enter the code ran out. Please sign in with your password again.',
    );
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('2fa@example.com');
    expect(seconds.seen).toHaveLength(0);
  });

  it('takes a 401 from the second step for an expired challenge (no session dialog)', async () => {
    renderPageStory(SecondStep, {
      watch: [
        http.post('*/api/login/2fa', () =>
          HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
        ),
      ],
    });
    const user = await passwordStep();
    await user.type(codeField(), '123456');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The time to enter the code ran out.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says to wait a few minutes after a 429 without Retry-After', async () => {
    renderPageStory(SecondStep, {
      watch: [
        http.post('*/api/login/2fa', () =>
          HttpResponse.json({ message: 'Too many attempts.' }, { status: 429 }),
        ),
      ],
    });
    const user = await passwordStep();
    await user.type(codeField(), '123456');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many wrong codes. Please wait a few minutes, then try again.',
    );
    expect(codeField()).toHaveValue('123456');
  });

  it('signs in without a second step when the answer is a token, as before', async () => {
    const seconds = recordRequests('post', '*/api/login/2fa');
    const { location } = renderPageStory(SecondStep, { watch: [seconds.handler] });
    const user = userEvent.setup();
    await user.click(screen.getByLabelText(/^E-mail/));
    await user.paste('client@example.com');
    await user.click(screen.getByLabelText(/^Password/, { selector: 'input' }));
    await user.paste(DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location.current?.pathname).toBe('/en/home'), { timeout: 5000 });
    expect(seconds.seen).toHaveLength(0);
  });
});
