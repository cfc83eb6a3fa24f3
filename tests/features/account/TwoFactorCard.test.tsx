import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { getDb } from '@/mocks/db';
import { DEMO_PASSWORD } from '@/mocks/demo-accounts';
import { totp } from '@/mocks/totp';
import * as stories from '../../../stories/pages/account/SecurityTwoFactor.stories';
import { useCleanClient } from '../../api/helpers';
import { recordRequests, renderPageStory } from '../../utils/renderPageStory';

const {
  TwoFactorOff,
  TwoFactorOn,
  TwoFactorLoading,
  TwoFactorLoadError,
  TwoFactorNotOffered,
  TwoFactorSetUp,
  TwoFactorWrongCode,
  TwoFactorRecoveryCodes,
  TwoFactorTurnOffRefused,
  TwoFactorTurnedOff,
  TwoFactorNewCodes,
  TwoFactorGerman,
} = composeStories(stories);

const json = async (request: Request) => (await request.json()) as unknown;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SecurityPage: two-factor sign-in', () => {
  useCleanClient();

  it.each([
    ['off', TwoFactorOff],
    ['on', TwoFactorOn],
    ['loading', TwoFactorLoading],
    ['failed, with a retry', TwoFactorLoadError],
    ['in German', TwoFactorGerman],
  ])('runs the story: %s', async (_name, story) => {
    await renderPageStory(story).play();
  });

  it('leaves no trace when the backend does not offer it: no card, nothing logged, asked once', async () => {
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    const status = recordRequests('post', '*/api/2fa/status');
    await renderPageStory(TwoFactorNotOffered, { watch: [status.handler] }).play();
    expect(document.body.textContent).not.toMatch(/two-factor|recovery code/i);
    expect(status.seen).toHaveLength(1);
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
  });

  it('asks for the status again from the retry, and shows the card when it comes', async () => {
    const { play } = renderPageStory(TwoFactorLoadError);
    await play();
    const { server } = await import('@/mocks/node');
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Off: your password alone signs you in.')).toBeVisible();
  });

  it('runs the story: the set-up dialog with its QR code, key and code field', async () => {
    await renderPageStory(TwoFactorSetUp).play();
  });

  it('asks for one set-up however often "Turn on" is pressed', async () => {
    const setups = recordRequests('post', '*/api/2fa/setup');
    renderPageStory(TwoFactorOff, { watch: [setups.handler] });
    const user = userEvent.setup();
    await user.dblClick(await screen.findByRole('button', { name: 'Turn on' }));
    await screen.findByRole('dialog', { name: 'Turn on two-factor sign-in' });
    expect(setups.seen).toHaveLength(1);
  });

  it('runs the story: a wrong code is refused under the field, nothing sent turns it on', async () => {
    await renderPageStory(TwoFactorWrongCode).play();
    expect(getDb().twoFactor.find((row) => row.user_id === 1)?.secret ?? null).toBeNull();
  });

  it('checks the code before sending: six digits, nothing sent otherwise', async () => {
    const enables = recordRequests('post', '*/api/2fa/enable');
    renderPageStory(TwoFactorOff, { watch: [enables.handler] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Turn on' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn on two-factor sign-in' });
    const code = within(dialog).getByLabelText(/^6-digit code/, { selector: 'input' });
    await user.type(code, '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and turn on' }));
    expect(code).toHaveAccessibleDescription('Enter the 6 digits your app shows.');
    expect(enables.seen).toHaveLength(0);
  });

  it('turns it on with { code } once, then shows the codes of the set-up and refreshes the status', async () => {
    const enables = recordRequests('post', '*/api/2fa/enable');
    const setups = recordRequests('post', '*/api/2fa/setup');
    const statuses = recordRequests('post', '*/api/2fa/status');
    await renderPageStory(TwoFactorRecoveryCodes, {
      watch: [enables.handler, setups.handler, statuses.handler],
    }).play();
    expect(enables.seen).toHaveLength(1);
    const body = (await json(enables.seen[0]!)) as { code: string };
    expect(Object.keys(body)).toEqual(['code']);
    expect(body.code).toMatch(/^\d{6}$/);
    expect(statuses.seen.length).toBeGreaterThanOrEqual(2);
    const row = getDb().twoFactor.find((item) => item.user_id === 1);
    expect(row?.secret).toMatch(/^[A-Z2-7]{32}$/);
  });

  it('sends the code once when "Confirm" is double-clicked', async () => {
    const enables = recordRequests('post', '*/api/2fa/enable');
    renderPageStory(TwoFactorOff, { watch: [enables.handler] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Turn on' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn on two-factor sign-in' });
    const key = (within(dialog).getByTestId('two-factor-secret').textContent ?? '').replace(
      /\s/g,
      '',
    );
    await user.type(
      within(dialog).getByLabelText(/^6-digit code/, { selector: 'input' }),
      totp(key),
    );
    await user.dblClick(within(dialog).getByRole('button', { name: 'Confirm and turn on' }));
    await screen.findByRole('dialog', { name: 'Save your recovery codes' });
    expect(enables.seen).toHaveLength(1);
  });

  it('copies the recovery codes and downloads them as a .txt file', async () => {
    const { play } = renderPageStory(TwoFactorOff);
    await play();
    const user = userEvent.setup();
    const write = vi.spyOn(navigator.clipboard, 'writeText');
    const files: Blob[] = [];
    // jsdom has no object URLs: the file is caught where the page hands it to the browser.
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = (blob: Blob) => {
      files.push(blob);
      return 'blob:codes';
    };
    URL.revokeObjectURL = () => {};
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(await screen.findByRole('button', { name: 'Turn on' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn on two-factor sign-in' });
    const key = (within(dialog).getByTestId('two-factor-secret').textContent ?? '').replace(
      /\s/g,
      '',
    );
    await user.type(
      within(dialog).getByLabelText(/^6-digit code/, { selector: 'input' }),
      totp(key),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and turn on' }));
    const codes = await screen.findByRole('dialog', { name: 'Save your recovery codes' });
    const shown = within(codes)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    await user.click(within(codes).getByRole('button', { name: 'Copy' }));
    expect(write).toHaveBeenCalledWith(shown.join('\n'));
    expect(await screen.findByText('The recovery codes have been copied.')).toBeVisible();
    await user.click(within(codes).getByRole('button', { name: 'Download (.txt)' }));
    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('recovery-codes.txt');
    expect(files[0]?.type).toBe('text/plain;charset=utf-8');
    const text = await files[0]!.text();
    for (const code of shown) expect(text).toContain(code);
  });

  it('runs the story: the password and the code are refused under their fields', async () => {
    await renderPageStory(TwoFactorTurnOffRefused).play();
  });

  it('turns it off with { password, code }', async () => {
    const disables = recordRequests('post', '*/api/2fa/disable');
    await renderPageStory(TwoFactorTurnedOff, { watch: [disables.handler] }).play();
    expect(disables.seen).toHaveLength(1);
    const body = (await json(disables.seen[0]!)) as { password: string; code: string };
    expect(body).toEqual({ password: DEMO_PASSWORD, code: expect.stringMatching(/^\d{6}$/) });
  });

  it('makes new recovery codes with { password } and shows the new set', async () => {
    const renewals = recordRequests('post', '*/api/2fa/recovery-codes');
    await renderPageStory(TwoFactorNewCodes, { watch: [renewals.handler] }).play();
    expect(renewals.seen).toHaveLength(1);
    expect(await json(renewals.seen[0]!)).toEqual({ password: DEMO_PASSWORD });
    const row = getDb().twoFactor.find((item) => item.user_id === 4);
    expect(row?.recovery_codes).toHaveLength(8);
  });

  it('is absent for a 405 too', async () => {
    renderPageStory(TwoFactorOff, {
      watch: [
        http.post('*/api/2fa/status', () =>
          HttpResponse.json({ message: 'Method Not Allowed' }, { status: 405 }),
        ),
      ],
    });
    expect(await screen.findByText('Safari on iPhone')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByText('Loading the two-factor sign-in status…')).toBeNull(),
    );
    expect(screen.queryByRole('heading', { name: 'Two-factor sign-in' })).toBeNull();
  });
});
