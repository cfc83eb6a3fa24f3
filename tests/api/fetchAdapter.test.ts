import axios, { AxiosError, isCancel } from 'axios';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { fetchWithoutCredentials } from '@/api/fetchAdapter';
import { server } from '@/mocks/node';

/** A client like the admin host's: our fetch transport, axios' own JSON handling around it. */
const client = axios.create({ adapter: fetchWithoutCredentials, baseURL: 'http://admin.example' });
const CORS = { 'Access-Control-Allow-Origin': '*' };

describe('the admin host transport (fetch without credentials)', () => {
  it('sends the method, query, headers and JSON body, and parses the JSON answer', async () => {
    let seen: Request | undefined;
    server.use(
      mock.post('http://admin.example/api/things', ({ request }) => {
        seen = request.clone();
        return HttpResponse.json({ ok: true, items: [1, 2] }, { headers: CORS });
      }),
    );

    const answer = await client.post(
      '/api/things',
      { name: 'Ada', amount: 12.5 },
      {
        params: { lang: 'de', page: 2 },
        headers: { 'X-Kept': 'yes', 'X-Dropped': false as unknown as string },
      },
    );

    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ ok: true, items: [1, 2] });
    expect(answer.headers['content-type']).toMatch(/application\/json/);
    const url = new URL(seen!.url);
    expect([url.pathname, url.searchParams.get('lang'), url.searchParams.get('page')]).toEqual([
      '/api/things',
      'de',
      '2',
    ]);
    expect(seen!.headers.get('x-kept')).toBe('yes');
    expect(seen!.headers.has('x-dropped')).toBe(false);
    expect(seen!.headers.get('content-type')).toMatch(/application\/json/);
    expect(await seen!.json()).toEqual({ name: 'Ada', amount: 12.5 });
  });

  it('never sends cookies: the request goes out with credentials omitted', async () => {
    server.use(
      mock.get('http://admin.example/api/things', () => HttpResponse.json([], { headers: CORS })),
    );
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await client.get('/api/things');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy.mock.calls[0]![1]).toMatchObject({ credentials: 'omit', method: 'GET' });
  });

  it('rejects a 4xx and a 5xx answer as axios does, with the answer attached', async () => {
    server.use(
      mock.get('http://admin.example/api/missing', () =>
        HttpResponse.json({ message: 'Not found' }, { status: 404, headers: CORS }),
      ),
      mock.get(
        'http://admin.example/api/broken',
        () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502, headers: CORS }),
      ),
    );

    const missing = await client.get('/api/missing').catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(AxiosError);
    expect((missing as AxiosError).code).toBe(AxiosError.ERR_BAD_REQUEST);
    expect((missing as AxiosError).response?.status).toBe(404);
    expect((missing as AxiosError).response?.data).toEqual({ message: 'Not found' });

    const broken = await client.get('/api/broken').catch((error: unknown) => error);
    expect((broken as AxiosError).code).toBe(AxiosError.ERR_BAD_RESPONSE);
    expect((broken as AxiosError).response?.data).toBe('<h1>Bad gateway</h1>');
  });

  it('reads a network failure as one, and a cancel as a cancel', async () => {
    server.use(
      mock.get('http://admin.example/api/down', () => HttpResponse.error()),
      mock.get('http://admin.example/api/slow', async () => {
        await new Promise((resolve) => setTimeout(resolve, 5_000));
        return HttpResponse.json({}, { headers: CORS });
      }),
    );

    const down = await client.get('/api/down').catch((error: unknown) => error);
    expect((down as AxiosError).code).toBe(AxiosError.ERR_NETWORK);
    expect((down as AxiosError).response).toBeUndefined();

    const controller = new AbortController();
    const slow = client
      .get('/api/slow', { signal: controller.signal })
      .catch((error: unknown) => error);
    controller.abort();
    expect(isCancel(await slow)).toBe(true);
  });
});
