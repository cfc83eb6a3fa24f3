import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import {
  getGetVerificationMockHandler,
  getUploadVerificationDocumentMockHandler,
} from '@/api/generated/settings/settings.msw';
import { VerificationPage } from '@/features/account/verification/VerificationPage';
import type { Canvas, Play } from '../../play';
import { onViewport } from '../../viewport';
import { pageParameters } from '../frame';
import { networkError, neverAnswers } from '../responses';
import { expectToast } from './play';

const meta = {
  title: 'Pages/Account/Verification',
  component: VerificationPage,
  parameters: pageParameters({
    route: '/en/settings/verification',
    account: 'client',
    signedInBar: true,
  }),
  ...onViewport('desktop'),
} satisfies Meta<typeof VerificationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const REJECTION = 'The photo is blurred: all four corners of the card must be readable.';

/** A small PNG as a user picks it. */
const scan = () =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'passport.png', {
    type: 'image/png',
  });

const documentType = (canvas: Canvas) => canvas.getByRole('combobox', { name: /^Document type/ });
const fileInput = (canvas: Canvas) => canvas.getByLabelText(/^File/, { selector: 'input' });
const uploadButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Upload document' });

/** Picks a file (as the picker does; `applyAccept: false` lets a wrong type through to the page's check). */
async function pick({ canvas, userEvent }: Play, file: File) {
  await userEvent.setup({ applyAccept: false }).upload(fileInput(canvas), file);
}

/** The demo's client: the identity card was not accepted, with the reason next to it. */
export const Rejected: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Verification' })).toBeVisible();
    await expect(await canvas.findByText(/We could not accept a document you sent/)).toBeVisible();
    await expect(canvas.getByText(`Reason: ${REJECTION}`)).toBeVisible();
    await expect(canvas.getByText('Identity card', { selector: 'li span' })).toBeVisible();
    await expect(canvas.getAllByText('Not accepted')).toHaveLength(2);
  },
};

/** The demo investor: verified, two documents accepted, nothing to do. */
export const Verified: Story = {
  parameters: { page: { account: 'demo' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Your identity is confirmed. There is nothing more you need to do.'),
    ).toBeVisible();
    await expect(canvas.getByText('Passport', { selector: 'li span' })).toBeVisible();
    await expect(
      canvas.getByText('Proof of address (utility bill or bank statement)', {
        selector: 'li span',
      }),
    ).toBeVisible();
  },
};

/** Nothing sent yet: the status says what to do, the list says it is empty. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        verification: [getGetVerificationMockHandler({ data: { status: 'none', documents: [] } })],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You have not uploaded any documents yet.')).toBeVisible();
    await expect(canvas.getByText('Not started')).toBeVisible();
  },
};

/** Documents sent, the check is running. */
export const Pending: Story = {
  parameters: {
    msw: {
      handlers: {
        verification: [
          getGetVerificationMockHandler({
            data: {
              status: 'pending',
              documents: [
                {
                  type: 'passport',
                  status: 'pending',
                  uploaded_at: '2026-03-15T09:12:00Z',
                  reason: null,
                },
              ],
            },
          }),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/We have your documents and are checking them/),
    ).toBeVisible();
    await expect(canvas.getByText('Uploaded on Mar 15, 2026')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: { verification: [getGetVerificationMockHandler(neverAnswers)] } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
  },
};

/** The status failed to load: a retry in its place; the upload still works. */
export const LoadError: Story = {
  parameters: {
    msw: { handlers: { verification: [getGetVerificationMockHandler(networkError)] } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'This could not be loaded' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(documentType(canvas)).toBeEnabled();
  },
};

/** Nothing chosen: both fields say so, nothing is sent. */
export const UploadIncomplete: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(uploadButton(canvas));
    await waitFor(() => expect(documentType(canvas)).toHaveAttribute('aria-invalid', 'true'));
    await expect(documentType(canvas)).toHaveAccessibleDescription(/Document type/);
    await expect(fileInput(canvas)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A file of the wrong type is refused before upload, with a clear message. */
export const UploadWrongType: Story = {
  play: async ({ canvas, userEvent }) => {
    await pick(
      { canvas, userEvent },
      new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }),
    );
    await expect(fileInput(canvas)).toHaveAccessibleDescription(
      /“setup\.exe” cannot be uploaded: only JPEG, PNG or PDF files are accepted\./,
    );
  },
};

/** A file over 10 MB is refused before upload. */
export const UploadTooLarge: Story = {
  play: async ({ canvas, userEvent }) => {
    const big = new File([new Uint8Array(11 * 1024 * 1024)], 'scan.pdf', {
      type: 'application/pdf',
    });
    await pick({ canvas, userEvent }, big);
    await expect(fileInput(canvas)).toHaveAccessibleDescription(
      /“scan\.pdf” is 11 MB: a file can be at most 10 MB\./,
    );
    await expect(canvas.queryByText('scan.pdf')).toBeNull();
  },
};

/** Uploading: the progress bar shows and the form is locked. */
export const Uploading: Story = {
  parameters: {
    msw: { handlers: { upload: [getUploadVerificationDocumentMockHandler(neverAnswers)] } },
  },
  play: async ({ canvas, userEvent, step }) => {
    await step('Upload a passport scan', async () => {
      await userEvent.selectOptions(documentType(canvas), 'passport');
      await pick({ canvas, userEvent }, scan());
      await userEvent.click(uploadButton(canvas));
    });
    await step('The progress bar; the form is locked', async () => {
      await expect(
        await canvas.findByRole('progressbar', { name: 'Upload progress' }),
      ).toBeVisible();
      await expect(uploadButton(canvas)).toHaveAttribute('aria-disabled', 'true');
    });
  },
};

/** Uploaded: a toast, the status moves to "Being checked" and the new document is listed. */
export const Uploaded: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step('Pick a passport scan', async () => {
      await canvas.findByText(`Reason: ${REJECTION}`);
      await userEvent.selectOptions(documentType(canvas), 'passport');
      await pick({ canvas, userEvent }, scan());
      await expect(canvas.getByText('passport.png')).toBeVisible();
    });
    await step('Upload it: a toast, the status moves on, the document is listed', async () => {
      await userEvent.click(uploadButton(canvas));
      await expectToast(/your document has been uploaded/);
      await expect(
        await canvas.findByText(/We have your documents and are checking them/),
      ).toBeVisible();
      await expect(canvas.getByText('Passport', { selector: 'li span' })).toBeVisible();
      await expect(documentType(canvas)).toHaveValue('');
    });
  },
};

export const Mobile: Story = { ...Rejected, ...onViewport('mobile') };

/** German: status, reason label and the upload form are translated. */
export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Verifizierung' })).toBeVisible();
    await expect(await canvas.findByText(/^Grund: /)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /^Dokumenttyp/ })).toBeEnabled();
  },
};
