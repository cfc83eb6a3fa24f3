import { HttpResponse, http } from 'msw';
import { newIdempotencyKey } from '@/api/idempotency';
import { demoConfig } from '../config';
import { localise, seeded } from '../i18n/localise';
import { commit, demoNow, getDb, settleDue } from '../db';
import { readBody, text } from '../http-utils';
import type { TransactionRow } from '../schema';

/**
 * The demo's stand-in payment provider (contract, call 30): a card deposit made with a
 * `return_url` waits for the client on the provider's page, which asks "pay" or "cancel" and then
 * sends the client to `return_url?transaction=<id>`. The HTTP demo backend serves that page itself
 * (`/api/__demo-provider/<session>`); the in-browser demo, whose service worker sees no page
 * navigation, has a demo-only page of the app (`/demo-provider/<session>`, src/app/dev) that calls
 * `providerPayment` and `decideProviderPayment` directly.
 */
export const PROVIDER_PATH = '/api/__demo-provider';
const APP_PROVIDER_PATH = '/demo-provider';

export type ProviderDecision = 'pay' | 'decline' | 'cancel';

/** What the provider's page shows of a payment waiting for the client. */
export interface ProviderPaymentView {
  id: number;
  amount: number;
  currency: string;
  method: string | null;
}

/** A valid `return_url`: an absolute http(s) URL (the backend appends `?transaction=<id>`). */
export function readReturnUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Puts a new card deposit on the provider's page: it waits there (no settling by time) until the
 * client pays or cancels. Returns the `redirect_url` call 30 answers.
 */
export function startProviderPayment(
  row: TransactionRow,
  returnUrl: string,
  request: Request,
): string {
  const session = newIdempotencyKey();
  row.provider = { session, return_url: returnUrl };
  row.settle_at = null;
  row.comment = seeded('comment.providerWaiting');
  commit();
  const path = `${demoConfig().providerPage === 'app' ? APP_PROVIDER_PATH : PROVIDER_PATH}/${session}`;
  return new URL(path, request.url).href;
}

const waiting = (session: string): TransactionRow | undefined =>
  session ? getDb().transactions.find((row) => row.provider?.session === session) : undefined;

/** The payment waiting on the provider's page `session`, or null (unknown, or already decided). */
export function providerPayment(session: string): ProviderPaymentView | null {
  const row = waiting(session);
  return row
    ? {
        id: row.id,
        amount: row.amount,
        currency: row.currency,
        // The stand-in provider's page is in English, as the provider's own would be.
        method: row.method === null ? null : localise(row.method, 'en'),
      }
    : null;
}

/**
 * The client's answer on the provider's page: paid (credited a few seconds later, as a real
 * provider's confirmation takes a moment), declined by the card's issuer, or cancelled. Returns
 * where the provider sends the client back, or null when the payment is no longer open.
 */
export function decideProviderPayment(session: string, decision: ProviderDecision): string | null {
  settleDue();
  const row = waiting(session);
  if (!row?.provider) return null;
  const back = new URL(row.provider.return_url);
  back.searchParams.set('transaction', String(row.id));
  row.provider = null;
  if (decision === 'pay') {
    row.settle_at = demoNow() + demoConfig().settleMs;
    row.comment = seeded('comment.providerApproved');
  } else {
    row.status = decision === 'cancel' ? 'cancelled' : 'rejected';
    row.comment = seeded(
      decision === 'cancel' ? 'comment.providerCancelled' : 'comment.cardDeclined',
    );
  }
  commit();
  return back.href;
}

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#1c1e21;display:grid;place-items:center;min-height:100vh;margin:0;padding:16px;box-sizing:border-box}
main{background:#fff;border:1px solid #d0d4da;border-radius:12px;padding:24px;max-width:420px;width:100%}
h1{font-size:1.25rem;margin:0 0 8px}p{margin:0 0 16px}
.amount{font-size:1.75rem;font-weight:600}
form{display:flex;flex-wrap:wrap;gap:8px}
button{font:inherit;min-height:44px;padding:0 16px;border-radius:8px;border:1px solid #1d4ed8;cursor:pointer}
button[value=pay]{background:#1d4ed8;color:#fff}button:not([value=pay]){background:#fff;color:#1d4ed8}
</style></head>
<body><main>${body}</main></body></html>`;

const amountText = (view: ProviderPaymentView) =>
  `${view.amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${view.currency}`;

/** The provider's page (HTTP demo backend): the amount, then "Pay", "Decline" or "Cancel". */
function paymentPage(session: string, view: ProviderPaymentView): string {
  return page(
    'Demo payment provider',
    `<h1>Demo payment provider</h1>
<p>A stand-in for a card payment page. Nothing is charged.</p>
<p>Deposit #${view.id}${view.method ? ` · ${escape(view.method)}` : ''}</p>
<p class="amount">${escape(amountText(view))}</p>
<form method="post" action="${PROVIDER_PATH}/${encodeURIComponent(session)}">
<button type="submit" name="decision" value="pay">Pay</button>
<button type="submit" name="decision" value="decline">Decline (card refused)</button>
<button type="submit" name="decision" value="cancel">Cancel</button>
</form>`,
  );
}

const closed = () =>
  HttpResponse.html(
    page(
      'Payment closed',
      '<h1>This payment is closed</h1><p>It was paid or cancelled already, or never existed.</p>',
    ),
    { status: 404 },
  );

const DECISIONS: readonly string[] = ['pay', 'decline', 'cancel'];

/** The provider's page and its form (not calls of the contract: outside the demo layer). */
export const providerHandlers = [
  http.get(`*${PROVIDER_PATH}/:session`, ({ params }) => {
    const session = String(params.session);
    const view = providerPayment(session);
    return view ? HttpResponse.html(paymentPage(session, view)) : closed();
  }),
  http.post(`*${PROVIDER_PATH}/:session`, async ({ params, request }) => {
    const decision = text((await readBody(request)).decision);
    if (!DECISIONS.includes(decision)) return new HttpResponse(null, { status: 422 });
    const back = decideProviderPayment(String(params.session), decision as ProviderDecision);
    return back ? new HttpResponse(null, { status: 303, headers: { Location: back } }) : closed();
  }),
];
