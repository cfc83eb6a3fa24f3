import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http as mock, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '@/api/axiosClient';
import { buildFormRequest, hasFiles, toFormData } from '@/api/payload';
import { bannerText } from '@/design-system/ErrorBanner';
import {
  FormSubmitError,
  RECENTLY_SUCCESSFUL_MS,
  useForm,
  type BannerProps,
  type TextBinding,
  type UseFormOptions,
} from '@/form';
import { server } from '@/mocks/node';
import { createTestQueryClient } from '../utils/render';

const URL_PATH = '/api/test/form';

function wrapper(locale = 'en', messages: Record<string, string> = {}) {
  const queryClient = createTestQueryClient();
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <IntlProvider locale={locale} defaultLocale="en" messages={messages} onError={() => {}}>
        {children}
      </IntlProvider>
    </QueryClientProvider>
  );
}

function setup<V extends Record<string, unknown>, R = unknown>(
  options: UseFormOptions<V, R>,
  locale?: string,
  messages?: Record<string, string>,
) {
  return renderHook(() => useForm<V, R>(options), { wrapper: wrapper(locale, messages) });
}

/** A handler that counts requests and answers after `ms` (or when released). */
function counting(method: 'post' | 'get', status = 200, body: unknown = { ok: true }, ms = 50) {
  const calls: Request[] = [];
  server.use(
    mock[method](`*${URL_PATH}`, async ({ request }) => {
      calls.push(request.clone());
      await delay(ms);
      return HttpResponse.json(body as never, { status });
    }),
  );
  return calls;
}

const invalid = (body: unknown, status = 422) =>
  server.use(mock.post(`*${URL_PATH}`, () => HttpResponse.json(body as never, { status })));

afterEach(() => vi.useRealTimers());

/** What the error banner shows for the form's banner props (the banner's one precedence rule). */
const shown = (banner: BannerProps | null) =>
  banner ? bannerText(banner, banner.fallbackText) : null;

describe('useForm state', () => {
  it('is busy while the request runs, then successful with the answer', async () => {
    counting('post', 200, { id: 7 });
    const { result } = setup({ initialValues: { name: 'Ann' }, url: URL_PATH });
    expect(result.current.busy).toBe(false);
    let pending!: Promise<unknown>;
    act(() => {
      pending = result.current.submit();
    });
    await waitFor(() => expect(result.current.busy).toBe(true));
    expect(result.current.successful).toBe(false);
    await act(() => pending);
    expect(result.current.busy).toBe(false);
    expect(result.current.successful).toBe(true);
    expect(result.current.recentlySuccessful).toBe(true);
    expect(result.current.data).toEqual({ id: 7 });
  });

  it('keeps recentlySuccessful on for exactly 2000 ms after a success', async () => {
    vi.useFakeTimers();
    const { result } = setup({ initialValues: { a: 1 }, send: () => Promise.resolve('done') });
    await act(() => result.current.submit());
    expect(result.current.recentlySuccessful).toBe(true);
    act(() => vi.advanceTimersByTime(RECENTLY_SUCCESSFUL_MS - 1));
    expect(result.current.recentlySuccessful).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.recentlySuccessful).toBe(false);
    expect(result.current.successful).toBe(true);
    expect(RECENTLY_SUCCESSFUL_MS).toBe(2000);
  });

  it('stays busy until onSuccess settles', async () => {
    let finish!: () => void;
    const onSuccess = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = setup({ initialValues: {}, send: () => Promise.resolve(1), onSuccess });
    let pending!: Promise<unknown>;
    act(() => {
      pending = result.current.submit();
    });
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(1, {}));
    expect(result.current.busy).toBe(true);
    finish();
    await act(() => pending);
    expect(result.current.busy).toBe(false);
    expect(result.current.successful).toBe(true);
  });
});

/** The input props of a binding (the error is rendered separately here). */
const input = ({
  name,
  value,
  onChange,
}: {
  name: string;
  value: string;
  onChange: TextBinding['onChange'];
}) => ({
  name,
  value,
  onChange,
});

function LoginLikeForm({ onSuccess }: { onSuccess?: () => void }) {
  const form = useForm({
    initialValues: { email: '', password: '' },
    url: URL_PATH,
    labels: { email: 'E-mail', password: 'Password' },
    onSuccess,
  });
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      {form.banner && <p role="alert">{shown(form.banner)}</p>}
      <label>
        E-mail
        <input {...input(form.field('email'))} aria-describedby="email-error" />
      </label>
      <span id="email-error">{form.error('email')}</span>
      <label>
        Password
        <input type="password" {...input(form.field('password'))} />
      </label>
      <span data-testid="password-error">{form.error('password')}</span>
      <button type="submit" disabled={form.busy} aria-busy={form.busy || undefined}>
        Send
      </button>
    </form>
  );
}

const renderForm = (ui = <LoginLikeForm />) => render(ui, { wrapper: wrapper() });

describe('useForm submission guard', () => {
  it('sends once on a double click', async () => {
    const calls = counting('post');
    renderForm();
    const user = userEvent.setup();
    await user.dblClick(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
    expect(calls).toHaveLength(1);
  });

  it('sends once on a double Enter (two synchronous submits)', async () => {
    const calls = counting('post');
    renderForm();
    const form = screen.getByRole('button', { name: 'Send' }).closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
    expect(calls).toHaveLength(1);
  });

  it('disables the submit button while busy and re-enables it afterwards', async () => {
    counting('post', 200, {}, 100);
    renderForm();
    const button = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('allows a new submission after the previous one failed', async () => {
    invalid({ message: 'Nope' });
    const { result } = setup({ initialValues: { a: 1 }, url: URL_PATH });
    await act(() => result.current.submit());
    const calls = counting('post');
    await act(() => result.current.submit());
    expect(calls).toHaveLength(1);
    expect(result.current.successful).toBe(true);
  });
});

describe('useForm errors', () => {
  it('shows errors by field and clears a field’s error when the user types in it', async () => {
    invalid({
      message: 'The given data was invalid.',
      errors: { email: ['Bad e-mail.'], password: ['Too short.'] },
    });
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'a@b');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Bad e-mail.')).toBeInTheDocument();
    expect(screen.getByTestId('password-error')).toHaveTextContent('Too short.');
    await user.type(screen.getByLabelText('E-mail'), 'c');
    expect(screen.queryByText('Bad e-mail.')).not.toBeInTheDocument();
    expect(screen.getByTestId('password-error')).toHaveTextContent('Too short.');
  });

  it('takes the banner that counts the fields away once the last field error is fixed', async () => {
    invalid({
      message: 'The given data was invalid.',
      errors: { email: ['Bad e-mail.'], password: ['Too short.'] },
    });
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'a@b');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please correct the 2 fields below.',
    );
    await user.type(screen.getByLabelText('E-mail'), 'c');
    // One field still to correct: the banner stays, unchanged (no new announcement per keystroke).
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the 2 fields below.');
    await user.type(screen.getByLabelText('Password'), 'y');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('a@bc');
  });

  it('keeps everything the user typed after an error', async () => {
    invalid({ message: 'Wrong.', errors: { email: ['Wrong.'] } });
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the field below.');
    expect(screen.getByText('Wrong.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('ann@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('secret-123');
  });

  it('takes the errors object first; the banner counts the fields instead of repeating them', async () => {
    invalid({ message: 'Check the form.', errors: { email: ['Taken.'] }, other: 'ignored' });
    const { result } = setup({ initialValues: { email: '' }, url: URL_PATH });
    await act(() => result.current.submit());
    expect(result.current.errors).toEqual({ email: ['Taken.'] });
    expect(result.current.error('email')).toBe('Taken.');
    expect(shown(result.current.banner)).toBe('Please correct the field below.');
  });

  it('takes a lone message as the banner text when there is no errors object', async () => {
    invalid({ message: 'Your account is locked.' }, 403);
    const { result } = setup({ initialValues: { email: '' }, url: URL_PATH });
    await act(() => result.current.submit());
    expect(result.current.errors).toEqual({ error: ['Your account is locked.'] });
    expect(shown(result.current.banner)).toBe('Your account is locked.');
  });

  it('says wrong credentials once, in the banner, never against the e-mail field', async () => {
    const credentials = 'These credentials do not match our records.';
    invalid({ message: credentials, errors: { email: [credentials] } });
    const { result } = setup({ initialValues: { email: '', password: '' }, url: URL_PATH });
    await act(() => result.current.submit());
    expect(result.current.error('email')).toBeUndefined();
    expect(result.current.errors).toEqual({});
    expect(shown(result.current.banner)).toBe(credentials);

    invalid({ message: credentials }, 401);
    await act(() => result.current.submit());
    expect(result.current.errors).toEqual({});
    expect(shown(result.current.banner)).toBe(credentials);
  });

  it('takes the whole body when it has neither errors nor message, and counts its fields', async () => {
    invalid({ email: ['Unknown e-mail.'], code: 'E1' });
    const { result } = setup({ initialValues: { email: '' }, url: URL_PATH });
    await act(() => result.current.submit());
    expect(result.current.errors).toEqual({ email: ['Unknown e-mail.'], code: ['E1'] });
    expect(shown(result.current.banner)).toBe('Please correct the 2 fields below.');
  });

  it('shows the fallback text when the body holds no message at all', async () => {
    invalid({});
    const { result } = setup({ initialValues: { email: '' }, url: URL_PATH });
    await act(() => result.current.submit());
    expect(shown(result.current.banner)).toBe('There were some problems with your input.');
    expect(result.current.banner?.message).toBeUndefined();
  });

  it('shows the generic text when the answer has no usable body', async () => {
    server.use(
      mock.post(
        `*${URL_PATH}`,
        () =>
          new HttpResponse('<h1>Oops</h1>', {
            status: 500,
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    );
    const { result } = setup({ initialValues: {}, url: URL_PATH });
    await act(() => result.current.submit());
    expect(result.current.banner?.genericError).toBe('Something went wrong. Please try again.');
    expect(shown(result.current.banner)).toBe('Something went wrong. Please try again.');
  });

  it('prefers the generic error over the message in the banner', async () => {
    const { result } = setup({ initialValues: {}, send: () => Promise.reject(new Error('boom')) });
    await act(() => result.current.submit());
    act(() =>
      result.current.setErrors({ errors: {}, message: 'A message', genericError: 'Generic' }),
    );
    expect(shown(result.current.banner)).toBe('Generic');
  });

  it('shows a translated network message when the server cannot be reached, without throwing', async () => {
    server.use(mock.post(`*${URL_PATH}`, () => HttpResponse.error()));
    const { result } = setup({ initialValues: { email: 'ann@example.com' }, url: URL_PATH }, 'de', {
      'form.error.network': 'Der Server ist nicht erreichbar.',
    });
    await expect(act(() => result.current.submit())).resolves.toBeUndefined();
    expect(shown(result.current.banner)).toBe('Der Server ist nicht erreichbar.');
    expect(result.current.values).toEqual({ email: 'ann@example.com' });
    expect(result.current.busy).toBe(false);
  });

  it('interpolates min 50 and max 2000 with the translated field name; plain text passes through', async () => {
    invalid({
      message: 'Invalid.',
      errors: {
        password: ['validation.min.string'],
        bio: ['validation.max.string'],
        first_name: ['validation.required'],
        email: ['This e-mail looks wrong (min max).'],
      },
    });
    const { result } = setup({
      initialValues: { password: '', bio: '', first_name: '', email: '' },
      url: URL_PATH,
      labels: { password: { id: 'test.password', defaultMessage: 'password' }, bio: 'biography' },
    });
    await act(() => result.current.submit());
    expect(result.current.error('password')).toBe('The password must be at least 50 characters.');
    expect(result.current.error('bio')).toBe(
      'The biography may not be greater than 2000 characters.',
    );
    expect(result.current.error('first_name')).toBe('The first name field is required.');
    expect(result.current.error('email')).toBe('This e-mail looks wrong (min max).');
  });

  it('uses the locale’s catalogue for the key and for the attribute', async () => {
    invalid({ errors: { password: ['validation.min.string'] } });
    const { result } = setup(
      {
        initialValues: { password: '' },
        url: URL_PATH,
        labels: { password: { id: 'test.password' } },
      },
      'de',
      {
        'validation.min.string': '{attribute} muss mindestens {min} Zeichen lang sein.',
        'test.password': 'Passwort',
      },
    );
    await act(() => result.current.submit());
    expect(result.current.error('password')).toBe('Passwort muss mindestens 50 Zeichen lang sein.');
  });

  it('fails with the bag of a FormSubmitError thrown after the call, and counts failures', async () => {
    const onSuccess = () => {
      throw new FormSubmitError({
        errors: { email: ['Blocked.'] },
        genericError: 'Account blocked.',
      });
    };
    const { result } = setup({
      initialValues: { email: 'a@b.c' },
      send: () => Promise.resolve(1),
      onSuccess,
    });
    expect(result.current.failures).toBe(0);
    await act(() => result.current.submit());
    expect(result.current.successful).toBe(false);
    expect(shown(result.current.banner)).toBe('Account blocked.');
    expect(result.current.error('email')).toBe('Blocked.');
    expect(result.current.failures).toBe(1);
  });

  it('hides the banner on dismiss and clears errors on the next submission', async () => {
    invalid({ message: 'Bad.', errors: { a: ['Bad.'] } });
    const { result } = setup({ initialValues: { a: '' }, url: URL_PATH });
    await act(() => result.current.submit());
    act(() => result.current.dismissBanner());
    expect(result.current.banner).toBeNull();
    expect(result.current.error('a')).toBe('Bad.');
    counting('post');
    await act(() => result.current.submit());
    expect(result.current.errors).toEqual({});
  });
});

describe('useForm payloads', () => {
  it('sends JSON when the values hold no files', async () => {
    const calls = counting('post');
    const { result } = setup({
      initialValues: { email: 'a@b.c', remember: true, tags: ['x'] },
      url: URL_PATH,
    });
    await act(() => result.current.submit());
    expect(calls[0]!.headers.get('content-type')).toMatch(/application\/json/);
    expect(await calls[0]!.json()).toEqual({ email: 'a@b.c', remember: true, tags: ['x'] });
  });

  it('sends multipart form data when the values hold a file, arrays as name[]', async () => {
    const calls = counting('post');
    const file = new File(['hello'], 'id.png', { type: 'image/png' });
    const { result } = setup({
      initialValues: {
        subject: 'Hi',
        attachments: [file, new Blob(['b'])],
        urgent: false,
        note: null,
      },
      url: URL_PATH,
    });
    await act(() => result.current.submit());
    expect(calls[0]!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    // Read the raw body: undici's formData() rejects jsdom's File objects.
    const body = await calls[0]!.text();
    const part = (name: string) =>
      new RegExp(`name="${name.replace(/[[\]]/g, '\\$&')}"\r\n\r\n([^\r]*)\r\n`);
    expect(body).toMatch(part('subject'));
    expect(body.match(part('subject'))![1]).toBe('Hi');
    expect(body.match(part('urgent'))![1]).toBe('0');
    expect(body.match(part('note'))![1]).toBe('');
    expect(body.match(/name="attachments\[\]"; filename="/g)).toHaveLength(2);
    expect(body).toContain('name="attachments[]"; filename="id.png"');
    expect(body).toContain('hello');
  });

  it('sends the fields as query parameters for GET', async () => {
    const calls = counting('get');
    const { result } = setup({
      initialValues: { page: 2, status: 'pending', type: ['deposit', 'fee'] },
      url: URL_PATH,
      method: 'get',
    });
    await act(() => result.current.submit());
    const url = new URL(calls[0]!.url);
    expect(calls[0]!.method).toBe('GET');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('status')).toBe('pending');
    expect(url.searchParams.getAll('type[]')).toEqual(['deposit', 'fee']);
  });

  it('reports upload progress 0–100 while a multipart request runs, then clears it', async () => {
    let report!: (loaded: number, total?: number) => void;
    let finish!: () => void;
    const { result } = setup({
      initialValues: { file: new Blob(['x']) },
      send: (_values, { onUploadProgress }) => {
        report = (loaded, total) =>
          onUploadProgress({ loaded, total, bytes: loaded, lengthComputable: true });
        return new Promise<string>((resolve) => (finish = () => resolve('ok')));
      },
    });
    expect(result.current.progress).toBeNull();
    let pending!: Promise<unknown>;
    act(() => {
      pending = result.current.submit();
    });
    await waitFor(() => expect(report).toBeTypeOf('function'));
    act(() => report(25, 100));
    expect(result.current.progress).toBe(25);
    act(() => report(1000, 1000));
    expect(result.current.progress).toBe(100);
    finish();
    await act(() => pending);
    expect(result.current.progress).toBeNull();
  });

  it('wires axios onUploadProgress of its own requests to progress', async () => {
    // jsdom's XHR does not emit upload events: fire one from the request as axios would.
    const id = http.interceptors.request.use((config) => {
      config.onUploadProgress?.({ loaded: 512, total: 2048, bytes: 512, lengthComputable: true });
      return config;
    });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      mock.post(`*${URL_PATH}`, async () => {
        await gate;
        return HttpResponse.json({ ok: true });
      }),
    );
    try {
      const { result } = setup({
        initialValues: { file: new File(['x'.repeat(2048)], 'a.txt') },
        url: URL_PATH,
      });
      let pending!: Promise<unknown>;
      act(() => {
        pending = result.current.submit();
      });
      await waitFor(() => expect(result.current.progress).toBe(25));
      release();
      await act(() => pending);
      expect(result.current.progress).toBeNull();
      expect(result.current.successful).toBe(true);
    } finally {
      http.interceptors.request.eject(id);
    }
  });
});

describe('form payload helpers', () => {
  it('detects files at any depth', () => {
    expect(hasFiles({ a: 1, b: 'x', c: [1, 2] })).toBe(false);
    expect(hasFiles({ a: new Blob(['x']) })).toBe(true);
    expect(hasFiles({ a: [1, new File(['x'], 'f')] })).toBe(true);
    expect(hasFiles({ a: { b: { c: new Blob([]) } } })).toBe(true);
  });

  it('builds form data with name[] arrays, name[key] objects and 1/0 booleans', () => {
    const data = toFormData({
      ids: [1, 2],
      meta: { kind: 'id' },
      ok: true,
      skip: undefined,
      rows: [{ a: 1 }],
    });
    expect(data.getAll('ids[]')).toEqual(['1', '2']);
    expect(data.get('meta[kind]')).toBe('id');
    expect(data.get('ok')).toBe('1');
    expect(data.has('skip')).toBe(false);
    expect(data.get('rows[0][a]')).toBe('1');
  });

  it('puts GET and DELETE values in the query, others in the body, PUT with files as POST + _method', () => {
    expect(buildFormRequest('get', '/x', { a: 1 })).toEqual({
      method: 'get',
      url: '/x',
      params: { a: 1 },
    });
    expect(buildFormRequest('delete', '/x', { a: 1 })).toEqual({
      method: 'delete',
      url: '/x',
      params: { a: 1 },
    });
    expect(buildFormRequest('put', '/x', { a: 1 })).toEqual({
      method: 'put',
      url: '/x',
      data: { a: 1 },
    });
    const put = buildFormRequest('put', '/x', { f: new Blob(['x']) });
    expect(put.method).toBe('post');
    expect((put.data as FormData).get('_method')).toBe('PUT');
  });
});
