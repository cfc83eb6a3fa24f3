import type { Page, Request } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  signInByApi,
  test,
  textField,
} from './helpers';
import { setFilesInPage } from './page-files';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Collects the POSTs of the page to `path`. */
function posts(page: Page, path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) seen.push(request);
  });
  return seen;
}

/** A part of a multipart body as the page handed it to the network: text, or a file. */
type Part = {
  name: string;
  value?: string;
  file?: string;
  type?: string;
  bytes?: number[];
};

/**
 * Records every FormData the page sends with XMLHttpRequest (what axios uses). Chromium does not
 * report a request body that holds a Blob (`postDataBuffer()` is empty for file uploads), so the
 * parts are read where the page hands them over.
 */
async function recordMultipart(page: Page) {
  await page.addInitScript(() => {
    const forms: Promise<{ url: string; parts: unknown[] }>[] = [];
    (window as unknown as { __sentForms: typeof forms }).__sentForms = forms;
    const { open, send } = XMLHttpRequest.prototype;
    XMLHttpRequest.prototype.open = function (
      this: XMLHttpRequest & { __url?: string },
      ...args: unknown[]
    ) {
      this.__url = String(args[1]);
      return (open as (...a: unknown[]) => void).apply(this, args);
    };
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest & { __url?: string }, body) {
      if (body instanceof FormData) {
        const parts = [...body.entries()].map(async ([name, value]) =>
          typeof value === 'string'
            ? { name, value }
            : {
                name,
                file: value.name,
                type: value.type,
                bytes: [...new Uint8Array(await value.arrayBuffer())],
              },
        );
        forms.push(
          Promise.all(parts).then((all) => ({
            url: this.__url ?? '',
            parts: all,
          })),
        );
      }
      return send.call(this, body);
    };
  });
  return async (path: string): Promise<Part[][]> => {
    const forms = await page.evaluate(() =>
      Promise.all(
        (
          window as unknown as {
            __sentForms: Promise<{ url: string; parts: Part[] }>[];
          }
        ).__sentForms,
      ),
    );
    return forms
      .filter((form) => new URL(form.url, 'http://x').pathname === path)
      .map((form) => form.parts);
  };
}

const attachments = (page: Page) => page.locator('input[type="file"]');

test.describe('Support tickets', () => {
  test.beforeEach(async ({ page }) => {
    await signInByApi(page);
  });

  test('a new ticket goes out as multipart with its file and shows up in the list; files of the wrong type or size are refused before anything is sent', async ({
    page,
  }) => {
    const creates = posts(page, '/api/tickets/create');
    const multipart = await recordMultipart(page);
    await page.goto('/en/tickets');
    await expect(page.getByRole('heading', { level: 1, name: 'Support tickets' })).toBeVisible();

    await test.step('a new ticket goes out as multipart with its file and shows up in the list', async () => {
      await page.getByRole('button', { name: 'New ticket' }).click();
      await expect(textField(page, 'Subject')).toBeFocused();
      await textField(page, 'Subject').fill('Card payment declined');
      await textField(page, 'Message').fill('My card payment was declined.\nScreenshot attached.');
      await attachments(page).setInputFiles({
        name: 'declined.png',
        mimeType: 'image/png',
        buffer: PNG,
      });
      await expect(page.getByText('declined.png')).toBeVisible();
      await page.getByRole('button', { name: 'Send ticket' }).click();

      await expect(page.getByRole('status').filter({ hasText: 'was sent' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Card payment declined' }).first()).toBeVisible();
      expect(creates).toHaveLength(1);
      const request = creates[0]!;
      expect(await request.headerValue('content-type')).toMatch(/^multipart\/form-data; boundary=/);
      expect(await multipart('/api/tickets/create')).toEqual([
        [
          { name: 'subject', value: 'Card payment declined' },
          {
            name: 'message',
            value: 'My card payment was declined.\nScreenshot attached.',
          },
          {
            name: 'attachments[]',
            file: 'declined.png',
            type: 'image/png',
            bytes: [...PNG],
          },
        ],
      ]);
      await expectNoHorizontalOverflow(page);
    });

    await test.step('files of the wrong type or size are refused before anything is sent', async () => {
      await setFilesInPage(attachments(page), [
        { name: 'tool.exe', mimeType: 'application/octet-stream', text: 'MZ' },
        {
          name: 'huge.pdf',
          mimeType: 'application/pdf',
          size: 10 * 1024 * 1024 + 1,
        },
        { name: 'notes.txt', mimeType: 'text/plain', text: 'hello' },
      ]);
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('“tool.exe” was not added');
      await expect(alert).toContainText('“huge.pdf” was not added: a file may be at most 10 MB.');
      await expect(page.getByText('notes.txt')).toBeVisible();
      expect(creates).toHaveLength(1);
    });
  });

  test('a reply goes out as multipart and joins the conversation without a reload', async ({
    page,
  }) => {
    const replies = posts(page, '/api/tickets/reply');
    const multipart = await recordMultipart(page);
    await page.goto('/en/tickets/104');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Question about my IPO allocation',
      }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'hlxb-order.png' })).toBeVisible();
    await textField(page, 'Your reply').fill('Any news on the allocation?');
    await attachments(page).setInputFiles({
      name: 'order.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('order 42'),
    });
    await page.getByRole('button', { name: 'Send reply' }).click();

    await expect(page.getByText('Any news on the allocation?')).toBeVisible();
    await expect(page.getByRole('link', { name: 'order.txt' })).toBeVisible();
    await expect(textField(page, 'Your reply')).toHaveValue('');
    expect(replies).toHaveLength(1);
    expect(await replies[0]!.headerValue('content-type')).toMatch(
      /^multipart\/form-data; boundary=/,
    );
    expect(await multipart('/api/tickets/reply')).toEqual([
      [
        { name: 'ticket_id', value: '104' },
        { name: 'message', value: 'Any news on the allocation?' },
        {
          name: 'attachments[]',
          file: 'order.txt',
          type: 'text/plain',
          bytes: [...Buffer.from('order 42')],
        },
      ],
    ]);
    // The backend parsed the file out of the body: its answer lists it with its size.
    const answer = (await (await replies[0]!.response())!.json()) as {
      data: {
        messages: {
          body: string;
          attachments: { name: string; size: number }[];
        }[];
      };
    };
    expect(answer.data.messages.at(-1)?.attachments).toEqual([
      expect.objectContaining({ name: 'order.txt', size: 8 }),
    ]);
    // The conversation with the reply and its file joined (as loaded, it is the crawl's:
    // a11y-crawl.spec.ts).
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);
  });
});

test.describe('Support tickets on a touch screen @mobile', () => {
  test('the upload area says "Choose files", not "Drag files here", where nothing can be dragged', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'About a touch screen (mobile project).');
    await signInByApi(page);
    await page.goto('/en/tickets');
    await page.getByRole('button', { name: 'New ticket' }).click();
    await expect(page.getByText('Choose files', { exact: true })).toBeVisible();
    await expect(page.getByText('Drag files here or')).toBeHidden();
    // The words are the way to the picker, as the browse link is with a mouse.
    const chooser = page.waitForEvent('filechooser');
    await page.getByText('Choose files', { exact: true }).click();
    expect((await chooser).isMultiple()).toBe(true);
  });
});
