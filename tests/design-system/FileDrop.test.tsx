import { composeStories } from '@storybook/react-vite';
import { createEvent, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import { FileDrop, formatFileSize, matchesAccept } from '@/design-system/FileDrop';
import * as stories from '../../stories/design-system/FileDrop.stories';
import { renderWithProviders } from '../utils/render';

const { Default, Filled, Uploading, Disabled } = composeStories(stories);

const fakeFile = (name: string, type: string, size: number) => {
  const file = new File(['x'], name, { type, lastModified: 1 });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const pdf = fakeFile('statement.pdf', 'application/pdf', 2048);
const png = fakeFile('selfie.png', 'image/png', 3 * 1024 * 1024);

const drop = (target: Element, files: File[]) => {
  const event = createEvent.drop(target);
  Object.defineProperty(event, 'dataTransfer', { value: { files, dropEffect: 'none' } });
  fireEvent(target, event);
};

describe('FileDrop', () => {
  it('lists files chosen through the file input with name and human size', async () => {
    const onFilesChange = fn();
    renderWithProviders(<Default onFilesChange={onFilesChange} />);
    const input = screen.getByLabelText('Attachments');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.pdf,image/jpeg,image/png');
    expect(input).toHaveAttribute('multiple');
    await userEvent.setup().upload(input, [pdf, png]);
    expect(onFilesChange).toHaveBeenLastCalledWith([pdf, png]);
    expect(screen.getByText('statement.pdf')).toBeInTheDocument();
    expect(screen.getByText('2 KB')).toBeInTheDocument();
    expect(screen.getByText('3 MB')).toBeInTheDocument();
  });

  it('adds to the list when multiple, without duplicates', async () => {
    const onFilesChange = fn();
    renderWithProviders(
      <FileDrop label="Files" multiple files={[pdf]} onFilesChange={onFilesChange} />,
    );
    await userEvent.setup().upload(screen.getByLabelText('Files'), [pdf, png]);
    expect(onFilesChange).toHaveBeenLastCalledWith([pdf, png]);
  });

  it('replaces the file and turns away extra ones when not multiple', async () => {
    const onFilesChange = fn();
    const onReject = fn();
    renderWithProviders(
      <FileDrop label="File" files={[pdf]} onFilesChange={onFilesChange} onReject={onReject} />,
    );
    drop(screen.getByText(/Drag files here or/).parentElement as HTMLElement, [png, pdf]);
    expect(onFilesChange).toHaveBeenLastCalledWith([png]);
    expect(onReject).toHaveBeenCalledWith({ file: pdf, reason: 'too-many' });
  });

  it('rejects files of the wrong type and files over maxSizeBytes', async () => {
    const onFilesChange = fn();
    const onReject = fn();
    renderWithProviders(
      <FileDrop
        label="Files"
        accept=".pdf"
        maxSizeBytes={1024 * 1024}
        multiple
        files={[]}
        onFilesChange={onFilesChange}
        onReject={onReject}
      />,
    );
    const big = fakeFile('big.pdf', 'application/pdf', 1024 * 1024 + 1);
    await userEvent
      .setup({ applyAccept: false })
      .upload(screen.getByLabelText('Files'), [png, big, pdf]);
    expect(onReject).toHaveBeenCalledWith({ file: png, reason: 'wrong-type' });
    expect(onReject).toHaveBeenCalledWith({ file: big, reason: 'too-large' });
    expect(onFilesChange).toHaveBeenLastCalledWith([pdf]);
  });

  it('takes dropped files and highlights the zone while dragging over it', () => {
    const onFilesChange = fn();
    renderWithProviders(<FileDrop label="Files" files={[]} onFilesChange={onFilesChange} />);
    const zone = screen.getByText(/Drag files here or/).closest('div') as HTMLElement;
    fireEvent.dragEnter(zone, { dataTransfer: { files: [], dropEffect: 'none' } });
    expect(zone).toHaveAttribute('data-dragging', 'true');
    fireEvent.dragLeave(zone, { relatedTarget: document.body });
    expect(zone).not.toHaveAttribute('data-dragging');
    drop(zone, [pdf]);
    expect(onFilesChange).toHaveBeenLastCalledWith([pdf]);
  });

  it('removes a file and moves focus to the next remove button, then to the input', async () => {
    renderWithProviders(<Filled />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove bank-statement-march.pdf' }));
    expect(screen.queryByText('bank-statement-march.pdf')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove passport.jpg' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByLabelText('Attachments')).toHaveFocus();
  });

  it('shows upload progress as a labelled progressbar', () => {
    renderWithProviders(<Uploading />);
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
  });

  it('clamps progress to 0–100', () => {
    renderWithProviders(
      <FileDrop
        label="Files"
        files={[]}
        onFilesChange={() => {}}
        progress={140}
        progressLabel="Hochladen"
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Hochladen' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });

  it('ignores drops and disables the input and remove buttons when disabled', () => {
    const onFilesChange = fn();
    renderWithProviders(<Disabled onFilesChange={onFilesChange} />);
    expect(screen.getByLabelText('Attachments')).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Remove/ })).toBeDisabled();
    drop(screen.getByText(/Drag files here or/).parentElement as HTMLElement, [pdf]);
    expect(onFilesChange).not.toHaveBeenCalled();
  });

  it('references hint and error from the input and is invalid when there is an error', () => {
    renderWithProviders(
      <FileDrop
        label="Files"
        files={[]}
        onFilesChange={() => {}}
        hint="PDF only"
        error="Too big"
      />,
    );
    const input = screen.getByLabelText('Files');
    expect(input).toHaveAccessibleDescription('PDF only Too big');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('has one label, and its "browse" text opens the same file picker', async () => {
    renderWithProviders(
      <FileDrop
        label="Files"
        files={[]}
        onFilesChange={() => {}}
        dropLabel="Drag files here or"
        browseLabel="browse"
      />,
    );
    const input = screen.getByLabelText<HTMLInputElement>('Files');
    expect(input.labels).toHaveLength(1);
    const click = vi.spyOn(input, 'click');
    await userEvent.setup().click(screen.getByText('browse'));
    expect(click).toHaveBeenCalled();
  });

  it('uses translated texts', () => {
    renderWithProviders(
      <FileDrop
        label="Anhänge"
        files={[pdf]}
        onFilesChange={() => {}}
        dropLabel="Dateien hierher ziehen oder"
        browseLabel="durchsuchen"
        removeLabel="Entfernen"
      />,
    );
    expect(screen.getByText('Dateien hierher ziehen oder')).toBeInTheDocument();
    expect(screen.getByText('durchsuchen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entfernen statement.pdf' })).toBeInTheDocument();
  });
});

describe('matchesAccept', () => {
  it('matches extensions, exact types and wildcards, case-insensitively', () => {
    expect(matchesAccept(pdf, '.PDF')).toBe(true);
    expect(matchesAccept(pdf, 'application/pdf')).toBe(true);
    expect(matchesAccept(png, 'image/*')).toBe(true);
    expect(matchesAccept(pdf, 'image/*, .png')).toBe(false);
    expect(matchesAccept(pdf, '')).toBe(true);
    expect(matchesAccept(pdf, undefined)).toBe(true);
  });
});

describe('formatFileSize', () => {
  it('gives bytes, KB, MB and GB with at most one decimal', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatFileSize(3.25 * 1024 ** 3)).toBe('3.3 GB');
  });

  it('takes at most `maxFiles` files and turns the rest away as too many', () => {
    const onFilesChange = fn();
    const onReject = fn();
    const had = [
      fakeFile('a.pdf', 'application/pdf', 10),
      fakeFile('b.pdf', 'application/pdf', 10),
    ];
    renderWithProviders(
      <FileDrop
        label="Files"
        multiple
        maxFiles={3}
        files={had}
        onFilesChange={onFilesChange}
        onReject={onReject}
      />,
    );
    const c = fakeFile('c.pdf', 'application/pdf', 10);
    const d = fakeFile('d.pdf', 'application/pdf', 10);
    drop(screen.getByLabelText('Files').parentElement!, [c, d, had[0]!]);
    expect(onFilesChange).toHaveBeenLastCalledWith([...had, c]);
    // The file already in the list is not counted twice nor refused.
    expect(onReject).toHaveBeenCalledTimes(1);
    expect(onReject).toHaveBeenCalledWith({ file: d, reason: 'too-many' });
  });
});
