/**
 * How safe an account's margin level is (equity over margin, in percent): under 150 % it is low,
 * under 100 % the platform may close positions (a margin call). Null: no open positions.
 */
export type MarginTone = 'none' | 'ok' | 'low' | 'call';

/** Under this margin level (percent) the account page warns. */
export const MARGIN_LOW = 150;
/** Under this margin level (percent) the warning is strong: positions may be closed. */
export const MARGIN_CALL = 100;

export function marginTone(level: number | null): MarginTone {
  if (level === null || !Number.isFinite(level)) return 'none';
  if (level < MARGIN_CALL) return 'call';
  return level < MARGIN_LOW ? 'low' : 'ok';
}
