import { AxiosError, type AxiosResponse } from 'axios';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  createAccountErrorMessage,
  extractFormErrors,
  isNetworkError,
  isValidationError,
} from '@/api/errors';
import { createTradingAccount } from '@/api/generated/trading/trading';
import { updateProfile } from '@/api/generated/settings/settings';
import { server } from '@/mocks/node';
import { useCleanClient } from './helpers';
import { newIdempotencyKey, withIdempotencyKey } from '@/api/idempotency';

/** An HTTP error as axios rejects with it. */
const httpError = (status: number, data: unknown) =>
  new AxiosError('Request failed', 'ERR_BAD_REQUEST', undefined, undefined, {
    status,
    data,
    statusText: '',
    headers: {},
    config: {},
  } as AxiosResponse);

const rejectionOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to reject');
    },
    (error: unknown) => error,
  );

describe('extractFormErrors', () => {
  useCleanClient();

  it('takes the errors object of a 422 first, with the message beside it', async () => {
    server.use(
      mock.post('*/api/settings/profile', () =>
        HttpResponse.json(
          {
            message: 'The given data was invalid.',
            errors: {
              first_name: ['The first name field is required.'],
              phone: ['Too short.', 'Digits only.'],
            },
          },
          { status: 422 },
        ),
      ),
    );

    const error = await rejectionOf(updateProfile({ first_name: '', second_name: 'L' }));

    expect(isValidationError(error)).toBe(true);
    expect(extractFormErrors(error)).toEqual({
      errors: {
        first_name: ['The first name field is required.'],
        phone: ['Too short.', 'Digits only.'],
      },
      message: 'The given data was invalid.',
    });
  });

  it('turns a lone message into a single error', () => {
    expect(extractFormErrors(httpError(400, { message: 'Too many attempts.' }))).toEqual({
      errors: { error: ['Too many attempts.'] },
      message: 'Too many attempts.',
    });
  });

  it('falls back to the whole body when it has neither errors nor message', () => {
    expect(
      extractFormErrors(httpError(422, { email: 'Taken.', password: ['Too weak.'], code: 17 })),
    ).toEqual({
      errors: { email: ['Taken.'], password: ['Too weak.'] },
    });
  });

  it('accepts single strings inside the errors object', () => {
    expect(extractFormErrors(httpError(422, { errors: { email: 'Taken.' } })).errors).toEqual({
      email: ['Taken.'],
    });
  });

  it('gives only the failure kind, no text, when there is no object body', () => {
    const noResponse = new AxiosError('Network Error', 'NETWORK_ERROR');
    expect(extractFormErrors(noResponse)).toEqual({ errors: {}, failure: 'network' });
    expect(extractFormErrors(httpError(500, '<html>oops</html>'))).toEqual({
      errors: {},
      failure: 'unreadable',
    });
    expect(extractFormErrors(new Error('boom'))).toEqual({ errors: {}, failure: 'unreadable' });
  });
});

describe('createAccountErrorMessage', () => {
  useCleanClient();

  it('reads description.currency_id[0] of a failed trading-account creation', async () => {
    server.use(
      mock.post('*/api/trading-account/create', () =>
        HttpResponse.json(
          {
            message: 'Limit reached',
            description: {
              currency_id: ['You have reached the maximum number of trading accounts.', 'second'],
            },
          },
          { status: 422 },
        ),
      ),
    );

    const error = await rejectionOf(
      createTradingAccount({ currency_id: 1 }, withIdempotencyKey(newIdempotencyKey())),
    );

    expect(createAccountErrorMessage(error)).toBe(
      'You have reached the maximum number of trading accounts.',
    );
  });

  it('is undefined when the body has no such message', () => {
    expect(createAccountErrorMessage(httpError(422, { message: 'x', errors: {} }))).toBeUndefined();
    expect(
      createAccountErrorMessage(httpError(422, { description: { currency_id: [] } })),
    ).toBeUndefined();
    expect(createAccountErrorMessage(httpError(500, 'oops'))).toBeUndefined();
    expect(createAccountErrorMessage(new Error('x'))).toBeUndefined();
  });
});

describe('isValidationError and isNetworkError', () => {
  it('recognise only their own kind', () => {
    expect(isValidationError(httpError(422, {}))).toBe(true);
    expect(isValidationError(httpError(400, {}))).toBe(false);
    expect(isValidationError(new Error('x'))).toBe(false);
    expect(isNetworkError(new AxiosError('Network Error', 'NETWORK_ERROR'))).toBe(true);
    expect(isNetworkError(new AxiosError('Network Error', 'ERR_NETWORK'))).toBe(false);
    expect(isNetworkError(httpError(500, {}))).toBe(false);
    expect(isNetworkError(null)).toBe(false);
  });
});
