import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPrerendered, takeOver, whenPointerUp, whenRendered } from '@/app/shell/prerendered';
import { silenceExpected } from '../utils/console';

/** A small form as the app renders it: controlled fields, one prefilled, a toggle button. */
function Form({ onSend, prefill = '' }: { onSend: (values: string) => void; prefill?: string }) {
  const [email, setEmail] = useState(prefill);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [shown, setShown] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend(`${email}|${password}|${remember}`);
      }}
    >
      <h1 id="title" tabIndex={-1}>
        Sign in
      </h1>
      <input id="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <input
        id="password"
        type={shown ? 'text' : 'password'}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <input
        id="remember"
        type="checkbox"
        checked={remember}
        onChange={(e) => setRemember(e.target.checked)}
      />
      <button type="button" onClick={() => setShown((s) => !s)}>
        Show
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

/** The server's page (the same markup, as HTML) in #root, and the app rendered beside it. */
async function setUp(onSend: (values: string) => void, appPrefill = '') {
  document.body.innerHTML = `<div id="root" data-prerendered>${renderToStaticMarkup(<Form onSend={() => {}} />)}</div>`;
  const page = document.getElementById('root')!;
  const app = document.createElement('div');
  app.id = 'root';
  const root = createRoot(app);
  await act(async () => root.render(<Form onSend={onSend} prefill={appPrefill} />));
  await whenRendered(app);
  return { page, app, root };
}

afterEach(() => {
  document.body.innerHTML = '';
  window.__cabinetEarly = undefined;
});

describe('taking over a prerendered page', () => {
  // What these tests make fail on purpose; what the page shows is asserted.
  silenceExpected(/not configured to support act/);
  it('replaces the page and keeps what was typed, ticked and focused', async () => {
    const onSend = vi.fn();
    const { page, app } = await setUp(onSend);
    expect(isPrerendered(page)).toBe(true);
    (page.querySelector('#email') as HTMLInputElement).value = 'ada@example.com';
    const password = page.querySelector('#password') as HTMLInputElement;
    password.value = 'secret';
    (page.querySelector('#remember') as HTMLInputElement).checked = true;
    password.focus();
    password.setSelectionRange(2, 4);

    await act(async () => takeOver(page, app));
    expect(document.getElementById('root')).toBe(app);
    expect(page.isConnected).toBe(false);
    const focused = document.activeElement as HTMLInputElement;
    expect(focused.id).toBe('password');
    expect(app.contains(focused)).toBe(true);
    expect([focused.selectionStart, focused.selectionEnd]).toEqual([2, 4]);
    // React's state has them (a submit sends them), not only the DOM.
    await act(async () => app.querySelector('form')!.requestSubmit());
    expect(onSend).toHaveBeenCalledWith('ada@example.com|secret|true');
  });

  it('keeps the focus on an element the visitor moved it to by its id (Skip to content)', async () => {
    const { page, app } = await setUp(vi.fn());
    (page.querySelector('#title') as HTMLElement).focus();
    await act(async () => takeOver(page, app));
    expect(document.activeElement).toBe(app.querySelector('#title'));
  });

  it('leaves what the app filled in when the visitor did not change that field', async () => {
    const onSend = vi.fn();
    const { page, app } = await setUp(onSend, 'from-the-link@example.com');
    await act(async () => takeOver(page, app));
    expect((app.querySelector('#email') as HTMLInputElement).value).toBe(
      'from-the-link@example.com',
    );
  });

  it('sends a form submitted before the app ran, once, and presses a button pressed meanwhile', async () => {
    const onSend = vi.fn();
    const { page, app } = await setUp(onSend);
    (page.querySelector('#email') as HTMLInputElement).value = 'ada@example.com';
    window.__cabinetEarly = { submit: true, click: 0 };
    await act(async () => takeOver(page, app));
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith('ada@example.com||false');
    expect((app.querySelector('#password') as HTMLInputElement).type).toBe('text');
    expect(window.__cabinetEarly).toBeUndefined();
  });

  it('waits for a press in progress to end before taking over', async () => {
    window.__cabinetEarly = { down: true };
    let done = false;
    const waiting = whenPointerUp().then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(done).toBe(false);
    window.__cabinetEarly.down = false;
    await waiting;
    expect(done).toBe(true);
  });
});
