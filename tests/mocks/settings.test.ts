import { describe, expect, it } from 'vitest';
import {
  GetSessionsResponse,
  UploadVerificationDocumentResponse,
} from '@/api/generated/zod/index.zod';
import { call, file, login, upload } from './api';

describe('demo backend: settings', () => {
  it('lists sessions with the current one marked and records new sign-ins', async () => {
    const userAgent =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/134.0 Safari/537.36';
    const { token } = (
      await call(
        '/api/login',
        { email: 'demo@example.com', password: 'password', userAgent },
        { token: null },
      )
    ).data;
    const sessions = GetSessionsResponse.parse(
      (await call('/api/settings/sessions', undefined, { token })).data,
    ).data;
    expect(sessions).toHaveLength(4);
    expect(sessions.filter((row) => row.current)).toHaveLength(1);
    expect(sessions.find((row) => row.current)?.device).toBe('Chrome on macOS');
  });

  it('revokes one session and its token', async () => {
    const revoked = await call('/api/settings/sessions/revoke', { session_id: 'sess-demo-2' });
    expect(revoked.data.status).toBe('The session has been signed out.');
    expect((await call('/api/wallets', undefined, { token: 'demo-token-iphone' })).status).toBe(
      401,
    );
    expect(
      (await call('/api/settings/sessions/revoke', { session_id: 'sess-demo-1' })).status,
    ).toBe(422);
    expect(
      (await call('/api/settings/sessions/revoke', { session_id: 'sess-client-1' })).status,
    ).toBe(422);
  });

  it('revokes all other sessions', async () => {
    const token = await login();
    await call('/api/settings/sessions/revoke', { all_others: true }, { token });
    const sessions = (await call('/api/settings/sessions', undefined, { token })).data.data;
    expect(sessions).toEqual([expect.objectContaining({ current: true })]);
    expect((await call('/api/wallets')).status).toBe(401);
  });

  it('adds an uploaded verification document as pending', async () => {
    const token = await login('client@example.com');
    expect((await call('/api/settings/verification', undefined, { token })).data.data.status).toBe(
      'rejected',
    );
    const data = new FormData();
    data.append('document_type', 'passport');
    data.append('file', file('passport.jpg', 4096, 'image/jpeg'));
    const answer = await upload('/api/settings/verification/upload', data, token);
    const verification = UploadVerificationDocumentResponse.parse(answer.data).data;
    expect(verification.status).toBe('pending');
    expect(verification.documents.at(-1)).toMatchObject({
      type: 'passport',
      status: 'pending',
      reason: null,
    });
    const missing = new FormData();
    missing.append('document_type', 'selfie');
    expect((await upload('/api/settings/verification/upload', missing, token)).data.errors).toEqual(
      {
        document_type: ['The selected document type is invalid.'],
        file: ['The file field is required.'],
      },
    );
  });

  it('updates the profile names', async () => {
    const answer = await call('/api/settings/profile', {
      first_name: 'Alexandra',
      second_name: 'Morgan-Lee',
      country: 'at',
    });
    expect(answer.data).toMatchObject({ first_name: 'Alexandra', second_name: 'Morgan-Lee' });
    expect((await call('/api/client-info', {})).data.first_name).toBe('Alexandra');
    expect((await call('/api/settings/profile', { first_name: '' })).data.errors).toHaveProperty(
      'second_name',
    );
  });

  it('changes the password only with the current one', async () => {
    const wrong = await call('/api/settings/password', {
      current_password: 'nope',
      password: 'another-pass',
      password_confirmation: 'another-pass',
    });
    expect(wrong.data.errors).toEqual({ current_password: ['The password is incorrect.'] });
    const right = await call('/api/settings/password', {
      current_password: 'password',
      password: 'another-pass',
      password_confirmation: 'another-pass',
    });
    expect(right.status).toBe(200);
    await expect(login('demo@example.com', 'another-pass')).resolves.toBeTruthy();
    await expect(login('demo@example.com', 'password')).rejects.toThrow(/422/);
  });
});
