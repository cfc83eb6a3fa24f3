import type { Locator } from '@playwright/test';

/** A file made in the page: `size` zero bytes, or `text`. */
export type PageFile = {
  name: string;
  mimeType: string;
  size?: number;
  text?: string;
};

/**
 * Puts `files` on the file input as a user's pick does (`input` and `change`, as `setInputFiles`),
 * but builds them in the page: megabytes of a buffer sent over the Playwright protocol cost
 * seconds, an oversize file made in the page costs nothing.
 */
export async function setFilesInPage(input: Locator, files: PageFile[]) {
  await input.evaluate((element, list) => {
    const transfer = new DataTransfer();
    for (const { name, mimeType, size, text } of list)
      transfer.items.add(new File([text ?? new Uint8Array(size ?? 0)], name, { type: mimeType }));
    (element as HTMLInputElement).files = transfer.files;
    element.dispatchEvent(new Event('input', { bubbles: true }));
    element.dispatchEvent(new Event('change', { bubbles: true }));
  }, files);
}
