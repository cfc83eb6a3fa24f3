import type {
  FingerprintRequest,
  IpoOrder,
  Notification,
  Position,
  Session,
  Ticket,
  TicketMessage,
  TradeHistoryItem,
  TradingAccount,
  Transaction,
  User,
  Verification,
} from '@/api/generated/model';

/** Rows of the demo database: the contract's entities plus the keys that tie them together. */
export interface UserRow extends User {
  password: string;
  phone: string | null;
  country: string | null;
}

export interface TokenRow {
  token: string;
  user_id: number;
  /** The signed-in device this token belongs to. */
  session_id: string;
}

export interface AutologinRow {
  token: string;
  user_id: number;
  used: boolean;
}

export interface WalletRow {
  id: number;
  user_id: number;
  currency: string;
  name: string;
  /** Balance before the first recorded transaction. */
  opening_balance: number;
}

export interface TransactionRow extends Transaction {
  /** Demo-clock time (ms) at which a pending deposit completes; null: stays as it is. */
  settle_at: number | null;
  /** Fee charged when a pending deposit completes. */
  fee_percent: number;
  /** A card deposit at the demo's stand-in payment provider (call 30 with `return_url`). */
  provider?: ProviderPayment | null;
}

/** Where a card deposit waits for the client's "pay" or "cancel" at the stand-in provider. */
export interface ProviderPayment {
  /** The provider page's unguessable id (the page knows the payment by it, not by a token). */
  session: string;
  /** Where the provider sends the client back, `?transaction=<id>` appended. */
  return_url: string;
}

/** The account as stored: its margin figures are computed from its positions on each read. */
export interface TradingAccountRow extends Omit<
  TradingAccount,
  'margin' | 'free_margin' | 'margin_level'
> {
  user_id: number;
  /** The platform passwords set through call 57 (the demo's platform; never sent back). */
  platform_passwords?: { main?: string; investor?: string };
  /** How often its positions were read: each read moves their prices a little (call 55). */
  reads?: number;
}

export interface TradeRow extends TradeHistoryItem {
  trading_account_id: number;
}

/**
 * A position open on the platform (call 55), as seeded: `current_price` and `profit` are those
 * of the first read; later reads move the price around `current_price` and recompute the profit.
 */
export interface PositionRow extends Position {
  trading_account_id: number;
  /** Units of the symbol per lot (100,000 for a currency pair, 100 ounces of gold …). */
  contract: number;
  /** Decimals of the symbol's price. */
  decimals: number;
}

export interface HoldingRow {
  user_id: number;
  stock_id: number;
  quantity: number;
  average_price: number;
}

export interface IpoOrderRow extends IpoOrder {
  user_id: number;
}

export interface TicketRow extends Ticket {
  user_id: number;
  messages: TicketMessage[];
  /** Demo-clock time (ms) of support's automatic answer; null: none due. */
  reply_due_at: number | null;
}

export interface SessionRow extends Omit<Session, 'current'> {
  user_id: number;
}

export interface VerificationRow extends Verification {
  user_id: number;
}

export interface FingerprintRow extends FingerprintRequest {
  user_id: number | null;
  received_at: string;
}

/** The first answer to a money call, kept by its `Idempotency-Key` so a repeat gets it again. */
export interface IdempotencyRow {
  user_id: number;
  key: string;
  /** The operationId the key came with. */
  operation: string;
  /** The request body as received: the same key with another body is refused, not replayed. */
  request: string;
  status: number;
  content_type: string;
  body: string;
  /** Demo-clock time of the first answer. */
  at: string;
}

/** A user's two-factor sign-in (calls 44–49); no row: never set up. */
export interface TwoFactorRow {
  user_id: number;
  /** Base32 secret of the confirmed set-up; null while two-factor sign-in is off. */
  secret: string | null;
  enabled_at: string | null;
  /** The recovery codes not used yet (each works once). */
  recovery_codes: string[];
  /** A set-up begun (call 45) and not confirmed yet (call 46). */
  pending: { secret: string; recovery_codes: string[] } | null;
}

/** A sign-in waiting for its second step: the password was right, the code is still due. */
export interface ChallengeRow {
  challenge: string;
  user_id: number;
  remember: boolean;
  /** Real time (ms), as the codes have it, after which the challenge is refused. */
  expires_at: number;
  /** Wrong codes so far; the fifth locks the challenge for a while (429). */
  failures: number;
  /** Real time (ms) until which every attempt is refused with 429; null: not locked. */
  locked_until: number | null;
}

/** A client's passkey (calls 60–65): what the backend checks a passkey sign-in's signature with. */
export interface PasskeyRow {
  id: number;
  user_id: number;
  name: string;
  /** The credential's id (base64url), as the browser reports it. */
  credential_id: string;
  /** Its COSE public key (base64url). */
  public_key: string;
  /** The authenticator's signature counter last seen (0: the authenticator keeps none). */
  counter: number;
  transports: string[];
  created_at: string;
  last_used_at: string | null;
}

/** A passkey ceremony under way, with its one-time challenge (call 61 → 62, or 64 → 65). */
export interface PasskeyChallengeRow {
  /** The challenge the authenticator signs (base64url). */
  challenge: string;
  /** A sign-in's handle (call 64's `challenge`); null for adding a passkey. */
  handle: string | null;
  /** The signed-in client adding a passkey; null for a sign-in. */
  user_id: number | null;
  /** The relying party and origin the options were made for: the response must come from there. */
  rp_id: string;
  origin: string;
  /** Real time (ms) after which the challenge is refused. */
  expires_at: number;
}

/** Something that happened to a user (calls 58–59): kind and params, never text. */
export interface NotificationRow extends Notification {
  user_id: number;
}

export interface DemoDb {
  version: number;
  /** The demo's "today" (ms) the seed placed its dates around. */
  reference_at: number;
  /** Real time (ms) at which the demo clock read the reference date. */
  started_at: number;
  /** Counter for tokens and other generated names. */
  seq: number;
  users: UserRow[];
  tokens: TokenRow[];
  autologin: AutologinRow[];
  wallets: WalletRow[];
  transactions: TransactionRow[];
  tradingAccounts: TradingAccountRow[];
  trades: TradeRow[];
  /** Open positions of the trading accounts (calls 55, 56). */
  positions: PositionRow[];
  holdings: HoldingRow[];
  ipoOrders: IpoOrderRow[];
  tickets: TicketRow[];
  sessions: SessionRow[];
  verifications: VerificationRow[];
  fingerprints: FingerprintRow[];
  twoFactor: TwoFactorRow[];
  challenges: ChallengeRow[];
  /** Answers of idempotent calls, oldest first; absent in databases stored before it existed. */
  idempotency?: IdempotencyRow[];
  /** Passkeys and their ceremonies under way; absent in databases stored before they existed. */
  passkeys?: PasskeyRow[];
  passkeyChallenges?: PasskeyChallengeRow[];
  /** Notifications (calls 58–59); absent in databases stored before they existed (none then). */
  notifications?: NotificationRow[];
}
