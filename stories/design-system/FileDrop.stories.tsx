import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { FileDrop, type FileDropProps } from '@/design-system/FileDrop';
import { onViewport } from '../viewport';

/** A file of a given size without allocating its bytes. */
const fakeFile = (name: string, type: string, size: number) => {
  const file = new File(['x'], name, { type, lastModified: 1773655200000 });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const statement = fakeFile('bank-statement-march.pdf', 'application/pdf', 250_880);
const passport = fakeFile('passport.jpg', 'image/jpeg', 1_887_436);

const meta = {
  title: 'Design system/Forms/FileDrop',
  component: FileDrop,
  args: {
    label: 'Attachments',
    name: 'attachments',
    accept: '.pdf,image/jpeg,image/png',
    maxSizeBytes: 5 * 1024 * 1024,
    multiple: true,
    files: [],
    onFilesChange: fn(),
    onReject: fn(),
    hint: 'PDF, JPG or PNG, up to 5 MB each.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileDrop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Owns the file list like a form would, reporting each change to the story's spy. */
function Stateful(args: FileDropProps) {
  const [files, setFiles] = useState(args.files);
  return (
    <FileDrop
      {...args}
      files={files}
      onFilesChange={(next) => {
        setFiles(next);
        args.onFilesChange(next);
      }}
    />
  );
}

/** Empty: choosing files through the real file input lists them; Remove takes one off again. */
export const Default: Story = {
  render: Stateful,
  play: async ({ canvas, userEvent, args, step }) => {
    const input = canvas.getByLabelText('Attachments');
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAccessibleDescription('PDF, JPG or PNG, up to 5 MB each.');
    await step('Pick two files: listed with their sizes', async () => {
      await userEvent.upload(input, [statement, passport]);
      await expect(args.onFilesChange).toHaveBeenLastCalledWith([statement, passport]);
      await expect(canvas.getByText('bank-statement-march.pdf')).toBeVisible();
      await expect(canvas.getByText('245 KB')).toBeVisible();
      await expect(canvas.getByText('1.8 MB')).toBeVisible();
    });
    await step('Remove both; the focus moves on, then back to the input', async () => {
      await userEvent.click(
        canvas.getByRole('button', { name: 'Remove bank-statement-march.pdf' }),
      );
      await expect(args.onFilesChange).toHaveBeenLastCalledWith([passport]);
      await expect(canvas.queryByText('bank-statement-march.pdf')).toBeNull();
      await expect(canvas.getByRole('button', { name: 'Remove passport.jpg' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onFilesChange).toHaveBeenLastCalledWith([]);
      await waitFor(() => expect(input).toHaveFocus());
    });
  },
};

export const Filled: Story = { render: Stateful, args: { files: [statement, passport] } };

/** Too big and wrong type go to `onReject`; nothing is added. */
export const Rejected: Story = {
  render: Stateful,
  args: { error: 'passport-scan.tiff: only PDF, JPG or PNG files can be uploaded.' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('Attachments');
    const huge = fakeFile('statement-2025.pdf', 'application/pdf', 12 * 1024 * 1024);
    await userEvent.upload(input, huge);
    await expect(args.onReject).toHaveBeenLastCalledWith({ file: huge, reason: 'too-large' });
    await expect(args.onFilesChange).not.toHaveBeenCalled();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    const error = canvas.getByText(/only PDF, JPG or PNG/).closest('[id]');
    await expect(input.getAttribute('aria-describedby')).toContain(error?.id);
  },
};

/** Upload under way: the bar is a labelled progressbar. */
export const Uploading: Story = {
  render: Stateful,
  args: { files: [statement], progress: 42 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Upload progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
  },
};

/** Dragging files over the zone highlights it. */
export const DragOver: Story = {
  render: Stateful,
  play: async ({ canvas }) => {
    const zone = canvas.getByText(/Drag files here or/).closest('div') as HTMLElement;
    zone.dispatchEvent(
      new DragEvent('dragenter', {
        bubbles: true,
        cancelable: true,
        dataTransfer: new DataTransfer(),
      }),
    );
    await waitFor(() => expect(zone).toHaveAttribute('data-dragging', 'true'));
  },
};

export const Disabled: Story = {
  render: Stateful,
  args: { disabled: true, files: [statement] },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Attachments')).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: 'Remove bank-statement-march.pdf' }),
    ).toBeDisabled();
  },
};

export const Required: Story = {
  render: Stateful,
  args: {
    label: 'Proof of address',
    required: true,
    multiple: false,
    hint: 'One PDF, JPG or PNG, up to 5 MB.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Proof of address/)).toBeRequired();
  },
};

/** German and Finnish texts, and a long file name that must wrap. */
export const LongText: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 320 }}>
      <Stateful
        {...args}
        label="Nachweis der Kontoeinstellungen (Kontoauszug)"
        dropLabel="Dateien hierher ziehen oder"
        browseLabel="durchsuchen"
        removeLabel="Entfernen"
        hint="PDF, JPG oder PNG, jeweils höchstens 5 MB."
        error="Die Datei ist zu groß. Bitte laden Sie eine Datei mit höchstens 5 MB hoch."
        required
        requiredLabel="erforderlich"
        files={[
          fakeFile(
            'Kontoauszug_Handelskonto_Maerz_2026_vollstaendig.pdf',
            'application/pdf',
            3_250_000,
          ),
        ]}
      />
      <Stateful
        {...args}
        label="Kaupankäyntitilin liitteet"
        dropLabel="Vedä tiedostot tähän tai"
        browseLabel="selaa"
        removeLabel="Poista"
        hint="PDF, JPG tai PNG, enintään 5 Mt."
        error="Kaupankäyntitilin avaaminen epäonnistui: tiedostotyyppiä ei tueta."
      />
    </div>
  ),
};

export const Mobile: Story = {
  render: Stateful,
  args: { files: [statement, passport], progress: 80 },
  ...onViewport('mobile'),
};
