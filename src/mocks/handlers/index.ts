import type { RequestHandler } from 'msw';
import { withDemoLayer } from '../layer';
import { articleHandlers } from './articles';
import { authHandlers } from './auth';
import { insightHandlers } from './insight';
import { ipoHandlers } from './ipo';
import { moneyHandlers } from './money';
import { passkeyHandlers } from './passkeys';
import { notificationHandlers } from './notifications';
import { moneyLoopHandlers } from './moneyLoop';
import { providerHandlers } from './provider';
import { securityHandlers } from './security';
import { settingsHandlers } from './settings';
import { statementHandlers } from './statements';
import { ticketHandlers } from './tickets';
import { tradingHandlers } from './trading';
import { transferHandlers } from './transfers';

/**
 * The demo backend: one stateful handler per contract call (built on orval's generated handlers),
 * behind the latency, scenario and idempotency layer. Its messages are Laravel's English, which
 * the app shows in the page's language (`src/form/laravel.ts`), as it does for a real backend; its
 * seeded labels and texts (wallet names, comments, method labels, tickets …) come in the request's
 * `Accept-Language`, as a backend that localises its data writes them (`../i18n/localise.ts`).
 * The stand-in payment provider's page (./provider.ts) is no call of the contract: outside the layer.
 */
export const handlers: RequestHandler[] = withDemoLayer([
  ...authHandlers,
  ...moneyHandlers,
  ...moneyLoopHandlers,
  ...tradingHandlers,
  ...transferHandlers,
  ...statementHandlers,
  ...ipoHandlers,
  ...ticketHandlers,
  ...settingsHandlers,
  ...securityHandlers,
  ...passkeyHandlers,
  ...insightHandlers,
  ...notificationHandlers,
  ...articleHandlers,
]).concat(providerHandlers);
