import { readFileSync } from 'node:fs';
import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/mocks/node';
import { REFERENCE_DATE } from '@/mocks/seed/time';
import * as stories from '../../../../stories/pages/transactions/StatementPdf.stories';
import { SLOW } from '../../../../stories/pages/responses';
import { recordRequests, renderPageStory } from '../../../utils/renderPageStory';
import { pdfPages } from './pdfText';

const { Dialog, CustomPeriodTooLong, Preparing, Failed, NotOffered, GermanPhone } =
  composeStories(stories);

const STATEMENT = '*/api/statement';

/** The font files the PDF embeds, as the web server serves them. */
const serveFonts = () =>
  server.use(
    http.get('*/fonts/:file', ({ params }) =>
      HttpResponse.arrayBuffer(
        readFileSync(`src/features/transactions/statementPdf/fonts/${String(params.file)}`)
          .buffer as ArrayBuffer,
      ),
    ),
  );

/** Catches the file the page hands to the browser. */
function catchDownload() {
  const saved: { blob?: Blob; name?: string } = {};
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.blob = blob as Blob;
    return 'blob:statement';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.name = this.download;
  });
  return saved;
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(
    await screen.findByRole('button', { name: 'Download statement (PDF)' }, { timeout: 5000 }),
  );
  return within(await screen.findByRole('dialog', { name: 'Statement as PDF' }));
}

describe('Statement as PDF', () => {
  // "Last month" of the stories is February 2026 (the demo's reference date).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(REFERENCE_DATE));
  });
  afterEach(() => vi.useRealTimers());

  it.each([
    ['the dialog', Dialog],
    ['the period too long', CustomPeriodTooLong],
    ['the preparing', Preparing],
    ['the failed', Failed],
    ['the not offered', NotOffered],
    ['the German phone', GermanPhone],
  ])('runs %s story', async (_, Story) => {
    const { play } = renderPageStory(Story);
    await play();
  });

  it('downloads the chosen wallet and period as a PDF named by both, its text the statement', async () => {
    serveFonts();
    const saved = catchDownload();
    const requests = recordRequests('post', STATEMENT);
    renderPageStory(Dialog, { watch: [requests.handler] });
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Wallet' }), '2');
    await user.click(dialog.getByRole('radio', { name: 'Custom dates' }));
    await user.type(dialog.getByLabelText('From'), '2026-02-01');
    await user.type(dialog.getByLabelText('To'), '2026-03-16');
    await user.click(dialog.getByRole('button', { name: 'Download PDF' }));
    const file = 'statement-EUR-euro-2026-02-01_2026-03-16.pdf';
    await waitFor(() => expect(saved.name).toBe(file), { timeout: 20_000 });
    // The file is handed to the browser, then the dialog says so (its next render).
    await waitFor(() =>
      expect(dialog.getByRole('status')).toHaveTextContent(`Downloaded ${file}.`),
    );
    // The question whether statements are offered, then the one statement asked for.
    const bodies = await Promise.all(requests.seen.map((r) => r.clone().json()));
    expect(bodies.at(-1)).toEqual({ wallet_id: 2, from: '2026-02-01', to: '2026-03-16' });
    expect(bodies.filter((body) => body.from !== body.to)).toHaveLength(1);
    expect(saved.blob?.type).toBe('application/pdf');
    const [page] = await pdfPages(await saved.blob!.arrayBuffer());
    const text = page!.replace(/\s+/g, ' ');
    for (const expected of [
      'Northstar Markets Ltd',
      'Client Dana Demo',
      'E-mail demo@example.com',
      'Wallet Euro wallet',
      'Opening balance on February 1, 2026 € 2,000.00',
      'Closing balance on March 16, 2026 € 8,000.00',
      '+€ 1,500.00',
    ])
      expect(text).toContain(expected);
  });

  it('says why the backend refused the period, in the page’s language, and keeps the choices', async () => {
    renderPageStory(Dialog, { locale: 'de', initialEntries: ['/de/transactions'] });
    // After the story's own handlers, which the render installs.
    server.use(
      http.post(STATEMENT, async ({ request }) => {
        const body = (await request.clone().json()) as { from: string; to: string };
        if (body.from === body.to) return undefined;
        return HttpResponse.json(
          { message: 'The to field is required.', errors: { to: ['The to field is required.'] } },
          { status: 422 },
        );
      }),
    );
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Kontoauszug herunterladen (PDF)' }, SLOW),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Kontoauszug als PDF' }));
    await user.click(dialog.getByRole('radio', { name: 'Dieses Jahr' }));
    await user.click(dialog.getByRole('button', { name: 'PDF herunterladen' }));
    expect(
      await dialog.findByText(/^Der Kontoauszug konnte nicht erstellt werden: .*to.*/),
    ).toBeVisible();
    expect(dialog.getByRole('radio', { name: 'Dieses Jahr' })).toBeChecked();
  });
});
