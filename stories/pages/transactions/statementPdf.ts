import { HttpResponse } from 'msw';
import { getGetStatementMockHandler } from '@/api/generated/transactions/transactions.msw';
import type { Statement, StatementRequest } from '@/api/generated/model';
import { REFERENCE_DATE } from '@/mocks/seed/time';
import { neverAnswers } from '../responses';
import { STATEMENT, STATEMENT_WALLETS } from './statement';

/* Call 54 for the statement stories (and their page tests): the same rows as the list's. */

const OPENING = { 1: 10000, 2: 2000 } as Record<number, number>;

const OUT = new Set(['withdrawal', 'fee', 'ipo_buy']);

/** A wallet's statement of a period from the stories' transactions (completed money moves it). */
export function statementOf({ wallet_id, from, to }: StatementRequest): Statement {
  const wallet = STATEMENT_WALLETS.find((w) => w.id === wallet_id) ?? STATEMENT_WALLETS[0]!;
  const rows = STATEMENT.filter((t) => t.wallet_id === wallet.id)
    .filter((t) => t.created_at.slice(0, 10) >= from && t.created_at.slice(0, 10) <= to)
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
  const opening = OPENING[wallet.id] ?? 0;
  const moved = rows
    .filter((t) => t.status === 'completed')
    .reduce((sum, t) => sum + (OUT.has(t.type) ? -t.amount : t.amount), 0);
  return {
    wallet_id: wallet.id,
    currency: wallet.currency,
    from,
    to,
    opening_balance: opening,
    closing_balance: Math.round((opening + moved) * 100) / 100,
    transactions: rows,
  };
}

/**
 * Call 54 as a backend that offers it. The statement a client asks for comes (`answer`), never
 * comes (`hold`) or fails with a 500 (`fail`); the page's one-day question whether statements are
 * offered is answered whatever it is.
 */
export const statementPdfHandler = (then: 'answer' | 'hold' | 'fail' = 'answer') =>
  getGetStatementMockHandler(async ({ request }) => {
    const body = (await request.json()) as StatementRequest;
    if (body.from !== body.to && then === 'hold') return neverAnswers();
    if (body.from !== body.to && then === 'fail')
      throw HttpResponse.json({ message: 'Server Error' }, { status: 500 });
    return { data: statementOf(body) };
  });

/**
 * The stories' "today" (`beforeEach`): the dialog's presets ("last month") name their days, and
 * a picture must not change with the month it is taken in. Only `new Date()` and `Date.now()` are
 * moved; returns what puts the clock back.
 */
export function atReferenceDate(): () => void {
  const RealDate = Date;
  const fixed = RealDate.parse(REFERENCE_DATE);
  class StoryDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(fixed);
      else super(...(args as [string | number]));
    }
    static override now() {
      return fixed;
    }
  }
  globalThis.Date = StoryDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}
