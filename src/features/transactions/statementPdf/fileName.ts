import type { Period } from './period';

/**
 * The file's name says whose wallet and which days: `statement-USD-main-2026-10-01_2026-10-31.pdf`.
 * The wallet's name in plain lower-case letters, without the words "wallet" and its currency
 * (which the name already carries); the wallet's id when nothing is left of it.
 */
export function statementFileName(
  wallet: { id: number; name: string; currency: string },
  { from, to }: Period,
): string {
  const currency = wallet.currency.toUpperCase().replace(/[^A-Z]/g, '') || 'XXX';
  const words = wallet.name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word && word !== 'wallet' && word !== currency.toLowerCase());
  const name = words.join('-').slice(0, 40).replace(/-+$/, '') || `wallet-${wallet.id}`;
  return `statement-${currency}-${name}-${from}_${to}.pdf`;
}
