import type { RequestHandler } from 'msw';
import { localized } from './i18n';
import { withDemoLayer } from './layer';
import { authHandlers } from './routes/auth';
import { contentHandlers } from './routes/content';
import { ipoHandlers } from './routes/ipo';
import { moneyHandlers } from './routes/money';
import { settingsHandlers } from './routes/settings';
import { ticketHandlers } from './routes/tickets';
import { tradingHandlers } from './routes/trading';

/** The stateful demo backend: one handler per contract call, built on the generated factories. */
const statefulHandlers: RequestHandler[] = [
  ...authHandlers,
  ...moneyHandlers,
  ...tradingHandlers,
  ...ipoHandlers,
  ...ticketHandlers,
  ...settingsHandlers,
  ...contentHandlers,
];

/**
 * The demo backend's handlers: the latency, scenario and idempotency layer in front of the
 * stateful backend, answering in the request's `Accept-Language` as Laravel does.
 */
export const handlers: RequestHandler[] = withDemoLayer(localized(statefulHandlers));
