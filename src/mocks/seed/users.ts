import { DEMO_PASSWORD } from '../demo-accounts';
import type { AutologinRow, SessionRow, TokenRow, UserRow, VerificationRow } from '../schema';
import { seeded } from '../i18n/localise';
import { daysBefore } from './time';

export const DEMO_USER_ID = 1;
export const CLIENT_USER_ID = 2;
export const FAILED_USER_ID = 3;
/** Signs in with a second step: two-factor sign-in is on (./twoFactor). */
export const TWO_FACTOR_USER_ID = 4;

/** Long-lived tokens of the seed: stories and tests can sign in without calling login. */
export const SEEDED_TOKENS = {
  demo: 'demo-token',
  client: 'client-token',
  failed: 'failed-token',
  twoFactor: 'two-factor-token',
} as const;

export const seedUsers = (): UserRow[] => [
  {
    id: DEMO_USER_ID,
    first_name: 'Alex',
    second_name: 'Morgan',
    email: 'demo@example.com',
    password: DEMO_PASSWORD,
    status: 'active',
    role: 'investor',
    avatar_url: null,
    language_cabinet: 'en',
    email_verified_at: daysBefore(380),
    phone: '+420 601 234 567',
    country: 'CZ',
  },
  {
    id: CLIENT_USER_ID,
    first_name: 'Maria',
    second_name: 'Novak',
    email: 'client@example.com',
    password: DEMO_PASSWORD,
    status: 'active',
    role: 'client',
    avatar_url: null,
    language_cabinet: 'en',
    email_verified_at: daysBefore(120),
    phone: null,
    country: 'PL',
  },
  {
    id: FAILED_USER_ID,
    first_name: 'Sam',
    second_name: 'Keller',
    email: 'failed@example.com',
    password: DEMO_PASSWORD,
    status: 'failed',
    role: 'client',
    avatar_url: null,
    language_cabinet: 'en',
    email_verified_at: daysBefore(30),
    phone: null,
    country: 'DE',
  },
  {
    id: TWO_FACTOR_USER_ID,
    first_name: 'Jonas',
    second_name: 'Lind',
    email: '2fa@example.com',
    password: DEMO_PASSWORD,
    status: 'active',
    role: 'client',
    avatar_url: null,
    language_cabinet: 'en',
    email_verified_at: daysBefore(60),
    phone: null,
    country: 'SE',
  },
];

/** A signed-in device as sessions describe it ("Safari on iPhone"), in the reader's language. */
export const device = (browser: string, system: string): string =>
  seeded('session.device', { browser, os: system });

export const seedSessions = (): SessionRow[] => [
  {
    id: 'sess-demo-1',
    user_id: DEMO_USER_ID,
    device: device('Chrome 134', 'macOS'),
    ip: '185.64.12.33',
    location: seeded('place.prague'),
    last_active_at: daysBefore(0.01),
  },
  {
    id: 'sess-demo-2',
    user_id: DEMO_USER_ID,
    device: device('Safari', 'iPhone'),
    ip: '185.64.12.87',
    location: seeded('place.prague'),
    last_active_at: daysBefore(1.3),
  },
  {
    id: 'sess-demo-3',
    user_id: DEMO_USER_ID,
    device: device('Firefox 136', 'Windows'),
    ip: '91.198.44.5',
    location: seeded('place.vienna'),
    last_active_at: daysBefore(9.6),
  },
  {
    id: 'sess-client-1',
    user_id: CLIENT_USER_ID,
    device: device('Edge 134', 'Windows'),
    ip: '83.12.101.7',
    location: seeded('place.warsaw'),
    last_active_at: daysBefore(0.2),
  },
  {
    id: 'sess-failed-1',
    user_id: FAILED_USER_ID,
    device: device('Chrome 134', 'Android'),
    ip: '84.151.20.9',
    location: null,
    last_active_at: daysBefore(2),
  },
  {
    id: 'sess-2fa-1',
    user_id: TWO_FACTOR_USER_ID,
    device: device('Firefox 136', 'Linux'),
    ip: '81.170.3.14',
    location: seeded('place.stockholm'),
    last_active_at: daysBefore(0.5),
  },
];

export const seedTokens = (): TokenRow[] => [
  { token: SEEDED_TOKENS.demo, user_id: DEMO_USER_ID, session_id: 'sess-demo-1' },
  { token: 'demo-token-iphone', user_id: DEMO_USER_ID, session_id: 'sess-demo-2' },
  { token: 'demo-token-windows', user_id: DEMO_USER_ID, session_id: 'sess-demo-3' },
  { token: SEEDED_TOKENS.client, user_id: CLIENT_USER_ID, session_id: 'sess-client-1' },
  { token: SEEDED_TOKENS.failed, user_id: FAILED_USER_ID, session_id: 'sess-failed-1' },
  { token: SEEDED_TOKENS.twoFactor, user_id: TWO_FACTOR_USER_ID, session_id: 'sess-2fa-1' },
];

export const seedAutologin = (): AutologinRow[] => [
  { token: 'demo-autologin', user_id: DEMO_USER_ID, used: false },
  { token: 'client-autologin', user_id: CLIENT_USER_ID, used: false },
];

export const seedVerifications = (): VerificationRow[] => [
  {
    user_id: DEMO_USER_ID,
    status: 'verified',
    documents: [
      { type: 'passport', status: 'verified', uploaded_at: daysBefore(378), reason: null },
      { type: 'proof_of_address', status: 'verified', uploaded_at: daysBefore(377), reason: null },
    ],
  },
  {
    user_id: CLIENT_USER_ID,
    status: 'rejected',
    documents: [
      {
        type: 'id_card',
        status: 'rejected',
        uploaded_at: daysBefore(20),
        reason: seeded('verification.blurred'),
      },
    ],
  },
  { user_id: FAILED_USER_ID, status: 'none', documents: [] },
  { user_id: TWO_FACTOR_USER_ID, status: 'none', documents: [] },
];
