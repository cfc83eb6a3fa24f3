import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readBody } from '@/mocks/http-utils';
import * as stories from '../../../stories/pages/account/Verification.stories';
import { useCleanClient } from '../../api/helpers';
import { recordRequests, renderPageStory } from '../../utils/renderPageStory';

const {
  Rejected,
  Verified,
  Empty,
  Pending,
  Loading,
  LoadError,
  UploadIncomplete,
  UploadWrongType,
  UploadTooLarge,
  Uploading,
  Uploaded,
  German,
} = composeStories(stories);

const uploadPath = '*/api/settings/verification/upload';

describe('VerificationPage', () => {
  useCleanClient();

  it('runs the story: the rejected check with its reason (the demo client)', async () => {
    await renderPageStory(Rejected).play();
  });

  it('runs the stories: verified, nothing uploaded, being checked', async () => {
    await renderPageStory(Verified).play();
  });

  it('says when nothing was uploaded yet', async () => {
    await renderPageStory(Empty).play();
  });

  it('explains a pending check', async () => {
    await renderPageStory(Pending).play();
  });

  it('shows the loading state', async () => {
    await renderPageStory(Loading).play();
  });

  it('offers a retry in place when the status cannot be loaded, and the retry loads it', async () => {
    await renderPageStory(LoadError).play();
    const { server } = await import('@/mocks/node');
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/We could not accept a document you sent/)).toBeInTheDocument();
  });

  it.each([
    ['nothing chosen', UploadIncomplete],
    ['a file of the wrong type', UploadWrongType],
    ['a file over 10 MB', UploadTooLarge],
  ])('refuses %s before uploading', async (_, Story) => {
    const uploads = recordRequests('post', uploadPath);
    await renderPageStory(Story, { watch: [uploads.handler] }).play();
    expect(uploads.seen).toHaveLength(0);
  });

  it('shows the progress bar while uploading', async () => {
    await renderPageStory(Uploading).play();
  });

  it('uploads document_type and file as multipart, then shows the new status', async () => {
    const uploads = recordRequests('post', uploadPath);
    await renderPageStory(Uploaded, { watch: [uploads.handler] }).play();
    expect(uploads.seen).toHaveLength(1);
    const request = uploads.seen[0]!;
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    // Parsed as the demo backend parses it (undici's own formData() rejects jsdom's File).
    expect(await readBody(request)).toEqual({
      document_type: 'passport',
      file: expect.objectContaining({ name: 'passport.png', size: 8, type: 'image/png' }),
    });
  });

  it('is translated: German status, reason and upload form', async () => {
    await renderPageStory(German).play();
  });
});
