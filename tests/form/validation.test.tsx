import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { createIntl, IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { bannerText } from '@/design-system/ErrorBanner';
import {
  fieldMessages,
  newPasswordRules,
  recogniseLaravelMessage,
  rules,
  translateServerMessage,
  useForm,
  validationMessages,
  type UseFormOptions,
} from '@/form';
import { loadMessages } from '@/i18n/loadMessages';
import { server } from '@/mocks/node';
import { recordRequests } from '../utils/renderPageStory';
import { createTestQueryClient } from '../utils/render';

const URL_PATH = '/api/test/validated';

async function setup<V extends Record<string, unknown>>(
  options: UseFormOptions<V, unknown>,
  locale = 'en',
) {
  const messages = locale === 'en' ? {} : await loadMessages(locale as 'de');
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <IntlProvider locale={locale} defaultLocale="en" messages={messages} onError={() => {}}>
        {children}
      </IntlProvider>
    </QueryClientProvider>
  );
  return renderHook(() => useForm<V>(options), { wrapper });
}

const shown = (banner: { genericError?: string; message?: string; fallbackText: string } | null) =>
  banner ? bannerText(banner, banner.fallbackText) : null;

const signUp = {
  initialValues: {
    first_name: '',
    second_name: '',
    email: '',
    password: '',
    password_confirmation: '',
    terms: false,
  },
  labels: {
    first_name: fieldMessages.firstName,
    second_name: fieldMessages.secondName,
    email: fieldMessages.email,
    password: fieldMessages.password,
    password_confirmation: fieldMessages.passwordConfirmation,
  },
  rules: {
    first_name: [rules.required()],
    second_name: [rules.required()],
    email: [rules.required(), rules.email()],
    ...newPasswordRules(),
    terms: [rules.accepted()],
  },
  url: URL_PATH,
};

/** The values of a limit's message. */
type Limits = Record<string, number>;

describe('useForm client-side checks', () => {
  it('sends nothing while a check fails, and counts the fields in the banner', async () => {
    const requests = recordRequests('post', `*${URL_PATH}`);
    server.use(
      requests.handler,
      mock.post(`*${URL_PATH}`, () => HttpResponse.json({ ok: true })),
    );
    const { result } = await setup(signUp);
    await act(() => result.current.submit());
    expect(requests.seen).toHaveLength(0);
    expect(shown(result.current.banner)).toBe('Please correct the 6 fields below.');
    expect(result.current.error('second_name')).toBe('The Last name field is required.');
    expect(result.current.error('terms')).toBe('The terms must be accepted.');
    expect(result.current.failures).toBe(1);

    act(() =>
      result.current.setValues({
        first_name: 'Anna',
        second_name: 'Virtanen',
        email: 'anna@example',
        password: 'short',
        password_confirmation: 'other',
        terms: true,
      }),
    );
    await act(() => result.current.submit());
    expect(requests.seen).toHaveLength(0);
    expect(shown(result.current.banner)).toBe('Please correct the 3 fields below.');
    expect(result.current.error('email')).toBe('The E-mail must be a valid e-mail address.');
    expect(result.current.error('password')).toBe('The Password must be at least 8 characters.');
    expect(result.current.error('password_confirmation')).toBe('The passwords do not match.');

    act(() =>
      result.current.setValues({
        email: 'anna@example.com',
        password: 'long-enough',
        password_confirmation: 'long-enough',
      }),
    );
    await act(() => result.current.submit());
    expect(requests.seen).toHaveLength(1);
    expect(result.current.banner).toBeNull();
  });

  it('says one field in the singular, and clears a problem when the field changes', async () => {
    const { result } = await setup({
      initialValues: { email: '' },
      rules: { email: [rules.required()] },
      url: URL_PATH,
    });
    await act(() => result.current.submit());
    expect(shown(result.current.banner)).toBe('Please correct the field below.');
    expect(result.current.errors).toEqual({ email: ['The email field is required.'] });
    act(() => result.current.setValue('email', 'a'));
    expect(result.current.error('email')).toBeUndefined();
  });

  it('takes whole-form checks from `validate`, as messages or ready texts', async () => {
    const { result } = await setup({
      initialValues: { amount: 5 },
      labels: { amount: 'Amount' },
      validate: (values) => ({
        amount:
          values.amount < 10
            ? { message: validationMessages.minNumeric, values: { min: 10 } }
            : undefined,
        note: 'Already translated.',
      }),
      url: URL_PATH,
    });
    await act(() => result.current.submit());
    expect(result.current.error('amount')).toBe('The Amount must be at least 10.');
    expect(result.current.error('note')).toBe('Already translated.');
  });

  it('checks a limit again at each change once a submit has failed, never before', async () => {
    const tooLow = { message: validationMessages.minNumeric, values: { min: 50 } as Limits };
    const tooHigh = { message: validationMessages.maxNumeric, values: { max: 100 } as Limits };
    const requests = recordRequests('post', `*${URL_PATH}`);
    server.use(requests.handler);
    const { result } = await setup({
      initialValues: { amount: '' },
      labels: { amount: 'Amount' },
      rules: { amount: [rules.required()] },
      validate: (values) => {
        const amount = Number(values.amount);
        if (amount < 50) return { amount: tooLow };
        if (amount > 100) return { amount: tooHigh };
        return {};
      },
      url: URL_PATH,
    });
    act(() => result.current.setValue('amount', '5'));
    // Typing before any submit: no error while the user is still on the way to a valid amount.
    expect(result.current.error('amount')).toBeUndefined();
    await act(() => result.current.submit());
    expect(result.current.error('amount')).toBe('The Amount must be at least 50.');
    act(() => result.current.setValue('amount', '7'));
    expect(result.current.error('amount')).toBe('The Amount must be at least 50.');
    expect(shown(result.current.banner)).toBe('Please correct the field below.');
    act(() => result.current.setValue('amount', '70'));
    expect(result.current.error('amount')).toBeUndefined();
    // The banner follows the field errors: the last one fixed, it goes.
    expect(result.current.banner).toBeNull();
    act(() => result.current.setValue('amount', '700'));
    expect(result.current.error('amount')).toBe('The Amount may not be greater than 100.');
    act(() => result.current.setValue('amount', ''));
    expect(result.current.error('amount')).toBe('The Amount field is required.');
    expect(requests.seen).toHaveLength(0);
  });

  it('names the field by its German label in German', async () => {
    const { result } = await setup({ ...signUp }, 'de');
    await act(() => result.current.submit());
    expect(shown(result.current.banner)).toBe('Bitte korrigieren Sie die 6 Felder unten.');
    expect(result.current.error('second_name')).toBe('Das Feld „Nachname“ ist erforderlich.');
    expect(result.current.error('password_confirmation')).toBe(
      'Das Feld „Passwort bestätigen“ ist erforderlich.',
    );
  });

  it('lets the server’s messages replace its own once it answers', async () => {
    server.use(
      mock.post(`*${URL_PATH}`, () =>
        HttpResponse.json(
          {
            message: 'The email has already been taken.',
            errors: { email: ['The email has already been taken.'] },
          },
          { status: 422 },
        ),
      ),
    );
    const { result } = await setup(
      {
        initialValues: { email: 'taken@example.com' },
        labels: { email: fieldMessages.email },
        rules: { email: [rules.required(), rules.email()] },
        url: URL_PATH,
      },
      'de',
    );
    await act(() => result.current.submit());
    expect(result.current.error('email')).toBe('„E-Mail“ ist bereits vergeben.');
  });
});

describe('Laravel English texts', () => {
  const intl = (locale = 'en', messages: Parameters<typeof createIntl>[0]['messages'] = {}) =>
    createIntl({ locale, defaultLocale: 'en', messages, onError: () => {} });

  it('recognises the common validation texts in both Laravel wordings, with their numbers', () => {
    const cases: [string, string, Record<string, number>?][] = [
      ['The first name field is required.', 'validation.required'],
      ['The email must be a valid email address.', 'validation.email'],
      ['The email field must be a valid email address.', 'validation.email'],
      ['The password must be at least 8 characters.', 'validation.min.string', { min: 8 }],
      ['The password field must be at least 12 characters.', 'validation.min.string', { min: 12 }],
      ['The password confirmation does not match.', 'validation.confirmed'],
      ['The password field confirmation does not match.', 'validation.confirmed'],
      ['These credentials do not match our records.', 'form.server.credentials'],
      ['The selected currency id is invalid.', 'validation.in'],
      ['The email has already been taken.', 'validation.unique'],
      ['The amount field must not be greater than 5000.', 'validation.max.numeric', { max: 5000 }],
      ['The terms field must be accepted.', 'validation.accepted'],
    ];
    for (const [text, id, values = {}] of cases) {
      const recognised = recogniseLaravelMessage(text);
      expect(recognised?.descriptor.id, text).toBe(id);
      expect(recognised?.values).toMatchObject(values);
    }
    expect(
      recogniseLaravelMessage('The password field must be at least 8 characters.')?.attribute,
    ).toBe('password');
    expect(recogniseLaravelMessage('These credentials do not match our records.')?.formLevel).toBe(
      true,
    );
    expect(recogniseLaravelMessage('Something else entirely.')).toBeNull();
  });

  it('reads an English answer in German with the German label, and strips "(and 2 more errors)"', async () => {
    const de = intl('de', await loadMessages('de'));
    expect(translateServerMessage(de, 'The second name field is required.', 'Nachname')).toBe(
      'Das Feld „Nachname“ ist erforderlich.',
    );
    expect(
      translateServerMessage(de, 'The password field must be at least 8 characters.', 'Passwort'),
    ).toBe('„Passwort“ muss mindestens 8 Zeichen lang sein.');
    expect(translateServerMessage(de, 'The given data was invalid. (and 2 more errors)')).toBe(
      'Die angegebenen Daten sind ungültig.',
    );
    expect(translateServerMessage(de, 'These credentials do not match our records.')).toBe(
      'Diese Zugangsdaten stimmen nicht mit unseren Daten überein.',
    );
    expect(translateServerMessage(de, 'Ein Text, den der Server schon übersetzt hat.')).toBe(
      'Ein Text, den der Server schon übersetzt hat.',
    );
  });

  it('keeps the `validation.*` keys with the specification’s 50 and 2000', () => {
    expect(translateServerMessage(intl(), 'validation.min.string', 'Bio')).toBe(
      'The Bio must be at least 50 characters.',
    );
    expect(translateServerMessage(intl(), 'validation.max.string', 'Bio')).toBe(
      'The Bio may not be greater than 2000 characters.',
    );
  });
});
