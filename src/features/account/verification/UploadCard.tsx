import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import {
  getGetVerificationQueryKey,
  uploadVerificationDocument,
} from '@/api/generated/settings/settings';
import { Button } from '@/design-system/Button';
import { FileDrop, type FileRejection } from '@/design-system/FileDrop';
import { Select } from '@/design-system/Select';
import { fieldMessages, FormBanner, rules, useFocusFirstInvalid, useForm } from '@/form';
import { formatBytes } from '@/lib/format';
import { useToasts } from '@/stores/toasts';
import { Actions, Card, CardHeader, CardLead, CardTitle, FormGrid } from '../SettingsCard';
import {
  ACCEPTED_FILES,
  DOCUMENT_TYPES,
  documentTypeMessages,
  MAX_FILE_BYTES,
} from './documentTypes';

const messages = defineMessages({
  title: { id: 'account.verification.uploadTitle', defaultMessage: 'Upload a document' },
  lead: {
    id: 'account.verification.uploadLead',
    defaultMessage: 'A clear photo or scan: all four corners visible, nothing covered, no glare.',
  },
  type: { id: 'account.verification.documentType', defaultMessage: 'Document type' },
  typePlaceholder: {
    id: 'account.verification.typePlaceholder',
    defaultMessage: 'Choose a document type',
  },
  file: { id: 'account.verification.file', defaultMessage: 'File' },
  fileHint: {
    id: 'account.verification.fileHint',
    defaultMessage: 'JPEG, PNG or PDF, up to 10 MB.',
  },
  drop: { id: 'account.verification.drop', defaultMessage: 'Drag the file here or' },
  browse: { id: 'account.verification.browse', defaultMessage: 'choose one' },
  chooseTouch: { id: 'account.verification.chooseTouch', defaultMessage: 'Choose a file' },
  remove: { id: 'account.verification.remove', defaultMessage: 'Remove' },
  progress: { id: 'account.verification.progress', defaultMessage: 'Upload progress' },
  submit: { id: 'account.verification.submit', defaultMessage: 'Upload document' },
  uploaded: {
    id: 'account.verification.uploadedToast',
    defaultMessage: 'Thank you: your document has been uploaded and will be checked.',
  },
});

const wrongType = defineMessage<{ name: string }>({
  id: 'account.verification.wrongType',
  defaultMessage: '“{name}” cannot be uploaded: only JPEG, PNG or PDF files are accepted.',
});

const tooLarge = defineMessage<{ name: string; size: string }>({
  id: 'account.verification.tooLarge',
  defaultMessage: '“{name}” is {size}: a file can be at most 10 MB.',
});

interface UploadValues {
  document_type: string;
  file: File | null;
  [key: string]: unknown;
}

const EMPTY: UploadValues = { document_type: '', file: null };

/** The upload form: both fields required; the answer is the verification everyone reads. */
function useUploadForm() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const pushToast = useToasts((s) => s.push);
  const form = useForm<UploadValues>({
    initialValues: EMPTY,
    labels: { document_type: messages.type, file: messages.file },
    rules: {
      document_type: [rules.required<UploadValues>()],
      file: [rules.required<UploadValues>()],
    },
    // The rules above make sure both are there.
    send: ({ document_type, file }, options) =>
      uploadVerificationDocument({ document_type, file: file as File }, options),
    onSuccess: async (answer) => {
      queryClient.setQueryData(getGetVerificationQueryKey(), answer);
      pushToast({ tone: 'success', message: intl.formatMessage(messages.uploaded) });
      form.reset(EMPTY);
      // Others read the same query (the status banner on every signed-in page): let them refetch.
      await queryClient.invalidateQueries({ queryKey: getGetVerificationQueryKey() });
    },
  });
  return form;
}

/** Document type and one file, checked here first, then sent as multipart with upload progress. */
export function UploadCard() {
  const intl = useIntl();
  // A file turned away before upload: said under the drop zone, never sent.
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useUploadForm();
  const formRef = useFocusFirstInvalid(form.failures);

  const onReject = ({ file, reason }: FileRejection) => {
    setRefusal(
      reason === 'too-large'
        ? intl.formatMessage(tooLarge, { name: file.name, size: formatBytes(file.size) })
        : intl.formatMessage(wrongType, { name: file.name }),
    );
  };

  return (
    <Card aria-labelledby="verification-upload-title">
      <CardHeader>
        <CardTitle id="verification-upload-title">{intl.formatMessage(messages.title)}</CardTitle>
        <CardLead>{intl.formatMessage(messages.lead)}</CardLead>
      </CardHeader>
      <FormGrid ref={formRef} onSubmit={form.handleSubmit} noValidate>
        <FormBanner form={form} />
        <Select
          {...form.field('document_type')}
          id="verification-document-type"
          label={intl.formatMessage(messages.type)}
          placeholder={intl.formatMessage(messages.typePlaceholder)}
          required
          requiredLabel={intl.formatMessage(fieldMessages.required)}
          options={DOCUMENT_TYPES.map((type) => ({
            value: type,
            label: intl.formatMessage(documentTypeMessages[type]),
          }))}
          disabled={form.busy}
        />
        <FileDrop
          id="verification-file"
          name="file"
          label={intl.formatMessage(messages.file)}
          hint={intl.formatMessage(messages.fileHint)}
          required
          requiredLabel={intl.formatMessage(fieldMessages.required)}
          accept={ACCEPTED_FILES}
          maxSizeBytes={MAX_FILE_BYTES}
          files={form.values.file ? [form.values.file] : []}
          onFilesChange={(files) => {
            setRefusal(null);
            form.setValue('file', files[0] ?? null);
          }}
          onReject={onReject}
          error={refusal ?? form.error('file')}
          disabled={form.busy}
          progress={form.busy ? (form.progress ?? 0) : undefined}
          progressLabel={intl.formatMessage(messages.progress)}
          dropLabel={intl.formatMessage(messages.drop)}
          browseLabel={intl.formatMessage(messages.browse)}
          touchBrowseLabel={intl.formatMessage(messages.chooseTouch)}
          removeLabel={intl.formatMessage(messages.remove)}
          formatSize={formatBytes}
        />
        <Actions>
          <Button type="submit" busy={form.busy}>
            {intl.formatMessage(messages.submit)}
          </Button>
        </Actions>
      </FormGrid>
    </Card>
  );
}
