import {
  CLIENT,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  signInByApi,
  test,
} from './helpers';
import { setFilesInPage } from './page-files';

/** A tiny PNG (its signature is enough for the demo backend). */
const PNG = {
  name: 'passport.png',
  mimeType: 'image/png',
  buffer: Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
};

test.describe('Verification', () => {
  test.beforeEach(async ({ page }) => {
    // Records the entries of every FormData the page sends (the HTTP client uses XMLHttpRequest).
    await page.addInitScript(() => {
      const record = window as unknown as { __formData: unknown[] };
      record.__formData = [];
      const send = XMLHttpRequest.prototype.send;
      XMLHttpRequest.prototype.send = function (body) {
        if (body instanceof FormData) {
          for (const [key, value] of body.entries()) {
            record.__formData.push([
              key,
              value instanceof File
                ? { name: value.name, type: value.type, size: value.size }
                : value,
            ]);
          }
        }
        return send.call(this, body);
      };
    });
  });

  // One journey on the page of the demo client whose check was rejected: what it says, what it
  // refuses before anything leaves, then an upload that goes through.
  test('the rejected check in plain words; a file over 10 MB or of another type refused; an upload as multipart moves it to being checked', async ({
    page,
  }) => {
    await signInByApi(page, CLIENT);
    await page.goto('/en/settings/verification');
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/settings/verification/upload')) uploads.push(r.url());
    });

    await test.step('the rejected check of the demo client, with the reason, in plain words', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Verification' })).toBeVisible();
      await expect(page.getByText(/We could not accept a document you sent/)).toBeVisible();
      await expect(page.getByText(/^Reason: The photo is blurred/)).toBeVisible();
    });

    await test.step('refuses a file over 10 MB or of another type before uploading', async () => {
      const file = page.getByLabel(/^File/);
      await setFilesInPage(file, [
        {
          name: 'scan.pdf',
          mimeType: 'application/pdf',
          size: 11 * 1024 * 1024,
        },
      ]);
      await expect(
        page.getByText('“scan.pdf” is 11 MB: a file can be at most 10 MB.'),
      ).toBeVisible();
      await file.setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('hello'),
      });
      await expect(
        page.getByText(
          /“notes\.txt” cannot be uploaded: only JPEG, PNG or PDF files are accepted\./,
        ),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Upload document' }).click();
      await expect(page.getByRole('combobox', { name: /^Document type/ })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      expect(uploads).toEqual([]);
      await expectNoHorizontalOverflow(page);
      // In this state: the rejected check and the errors shown.
      await expectNoAxeViolations(page);
    });

    await test.step('uploads document_type and file as multipart; the status moves to being checked', async () => {
      await page.getByRole('combobox', { name: /^Document type/ }).selectOption('passport');
      await page.getByLabel(/^File/).setInputFiles(PNG);
      await expect(page.getByText('passport.png')).toBeVisible();
      const sent = page.waitForRequest((r) =>
        r.url().endsWith('/api/settings/verification/upload'),
      );
      await page.getByRole('button', { name: 'Upload document' }).click();
      // The toast first: it leaves after 3 s, the recorded request does not.
      await expect(page.getByText(/your document has been uploaded/)).toBeVisible();
      expect((await sent).headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
      // Chromium does not report a body holding a file; the page's own record of the FormData does.
      expect(
        await page.evaluate(() => (window as unknown as { __formData: unknown[] }).__formData),
      ).toEqual([
        ['document_type', 'passport'],
        ['file', { name: 'passport.png', type: 'image/png', size: 8 }],
      ]);
      expect(uploads).toHaveLength(1);
      await expect(page.getByText(/We have your documents and are checking them/)).toBeVisible();
      await page.reload();
      await expect(page.getByText(/We have your documents and are checking them/)).toBeVisible();
    });
  });
});
