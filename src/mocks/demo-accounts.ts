/**
 * The demo backend's sign-in accounts. Kept free of msw and faker so the sign-in page can list them
 * without pulling the mock backend into its chunk.
 */
export interface DemoAccount {
  email: string;
  password: string;
  role: 'client' | 'investor' | 'admin';
  /** What the account shows off (English, developer-facing). */
  description: string;
  /** Two-factor sign-in is on: the demo accounts list shows its current code. */
  twoFactor?: boolean;
}

export const DEMO_PASSWORD = 'password';

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'demo@example.com',
    password: DEMO_PASSWORD,
    role: 'investor',
    description:
      'Investor with wallets, four trading accounts, IPO holdings, tickets: everything visible.',
  },
  {
    email: 'client@example.com',
    password: DEMO_PASSWORD,
    role: 'client',
    description: 'Plain client: one wallet, one trading account, verification rejected.',
  },
  {
    email: 'failed@example.com',
    password: DEMO_PASSWORD,
    role: 'client',
    description: 'Signs in, but client-info answers status "failed": the session is dropped.',
  },
  {
    email: '2fa@example.com',
    password: DEMO_PASSWORD,
    role: 'client',
    description:
      'Two-factor sign-in on: after the password, the code shown here (or a recovery code such as k7m2p-9qx4t).',
    twoFactor: true,
  },
];
