import { HttpResponse } from 'msw';
import type { CreateTransferRequest, TransactionData } from '@/api/generated/model';
import { getCreateTransferMockHandler } from '@/api/generated/transfers/transfers.msw';
import { validationError } from '../responses';

/* Answers the transfer page stories (and their unit tests) share. */

/** The transfer call's request body, or null for the page's probe (an empty body). */
async function transferBody(request: Request): Promise<CreateTransferRequest | null> {
  const body = (await request.clone().json()) as Partial<CreateTransferRequest>;
  return body.from && body.to ? (body as CreateTransferRequest) : null;
}

/** The probe's answer from a backend that offers transfers: 422 for the empty body. */
const probeRefused = () =>
  HttpResponse.json(
    validationError({
      from: ['The from field is required.'],
      to: ['The to field is required.'],
      amount: ['The amount field is required.'],
    }),
    { status: 422 },
  );

/**
 * Call 50 answered by `answer` for a real transfer, while the page's probe (the empty body) gets
 * the 422 of a backend that offers transfers: a story can make the transfer fail or hang without
 * hiding the page.
 */
export const transferAnswers = (
  answer: (body: CreateTransferRequest) => TransactionData | Promise<TransactionData>,
) =>
  getCreateTransferMockHandler(async ({ request }) => {
    const body = await transferBody(request);
    if (!body) throw probeRefused();
    return answer(body);
  });
