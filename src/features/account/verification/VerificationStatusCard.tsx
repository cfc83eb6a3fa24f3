import { defineMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import type { Verification, VerificationDocument } from '@/api/generated/model';
import { StatusBadge } from '@/design-system/StatusBadge';
import { formatDate } from '@/lib/format';
import { Card, CardHeader, CardLead, CardTitle } from '../SettingsCard';
import { documentTypeLabel } from './documentTypes';
import { lookup } from '@/lib/tolerant';

const messages = defineMessages({
  title: { id: 'account.verification.statusTitle', defaultMessage: 'Identity check' },
  none: { id: 'account.verification.status.none', defaultMessage: 'Not started' },
  pending: { id: 'account.verification.status.pending', defaultMessage: 'Being checked' },
  verified: { id: 'account.verification.status.verified', defaultMessage: 'Verified' },
  rejected: { id: 'account.verification.status.rejected', defaultMessage: 'Not accepted' },
  noneText: {
    id: 'account.verification.text.none',
    defaultMessage:
      'We have not checked your identity yet. Upload a photo or scan of your passport, identity card or driving licence below.',
  },
  pendingText: {
    id: 'account.verification.text.pending',
    defaultMessage:
      'We have your documents and are checking them. You will see the result on this page.',
  },
  verifiedText: {
    id: 'account.verification.text.verified',
    defaultMessage: 'Your identity is confirmed. There is nothing more you need to do.',
  },
  rejectedText: {
    id: 'account.verification.text.rejected',
    defaultMessage:
      'We could not accept a document you sent. The reason is shown next to it: please upload a new one below.',
  },
  documents: { id: 'account.verification.documents', defaultMessage: 'Your documents' },
  noDocuments: {
    id: 'account.verification.noDocuments',
    defaultMessage: 'You have not uploaded any documents yet.',
  },
});

const uploaded = defineMessage<{ date: string }>({
  id: 'account.verification.uploaded',
  defaultMessage: 'Uploaded on {date}',
});

const reasonText = defineMessage<{ reason: string }>({
  id: 'account.verification.reason',
  defaultMessage: 'Reason: {reason}',
});

const STATUS_TEXT: Record<string, MessageDescriptor> = {
  none: messages.noneText,
  pending: messages.pendingText,
  verified: messages.verifiedText,
  rejected: messages.rejectedText,
};

const STATUS_LABEL: Record<string, MessageDescriptor> = {
  none: messages.none,
  pending: messages.pending,
  verified: messages.verified,
  rejected: messages.rejected,
};

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
`;

const SubTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow-wrap: anywhere;
`;

const ItemHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  justify-content: space-between;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Reason = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;

function DocumentItem({ document }: { document: VerificationDocument }) {
  const intl = useIntl();
  const type = documentTypeLabel(document.type);
  const status = lookup(STATUS_LABEL, document.status);
  return (
    <Item>
      <ItemHead>
        <span>{typeof type === 'string' ? type : intl.formatMessage(type)}</span>
        <StatusBadge
          status={document.status}
          label={status ? intl.formatMessage(status) : undefined}
        />
      </ItemHead>
      <Muted>
        {intl.formatMessage(uploaded, {
          date: formatDate(document.uploaded_at, intl.locale),
        })}
      </Muted>
      {document.status === 'rejected' && document.reason && (
        <Reason>{intl.formatMessage(reasonText, { reason: document.reason })}</Reason>
      )}
    </Item>
  );
}

/** The verification status in plain words, then every document with its own status and reason. */
export function VerificationStatusCard({ verification }: { verification: Verification }) {
  const intl = useIntl();
  const label = lookup(STATUS_LABEL, verification.status);
  const text = lookup(STATUS_TEXT, verification.status);
  return (
    <Card aria-labelledby="verification-status-title">
      <CardHeader>
        <TitleRow>
          <CardTitle id="verification-status-title">{intl.formatMessage(messages.title)}</CardTitle>
          <StatusBadge
            status={verification.status}
            label={label ? intl.formatMessage(label) : undefined}
          />
        </TitleRow>
        {text && <CardLead>{intl.formatMessage(text)}</CardLead>}
      </CardHeader>
      <SubTitle>{intl.formatMessage(messages.documents)}</SubTitle>
      {verification.documents.length === 0 ? (
        <Muted>{intl.formatMessage(messages.noDocuments)}</Muted>
      ) : (
        <List>
          {[...verification.documents]
            .sort((a, b) => b.uploaded_at.localeCompare(a.uploaded_at))
            .map((document, index) => (
              <DocumentItem
                key={`${document.type}-${document.uploaded_at}-${index}`}
                document={document}
              />
            ))}
        </List>
      )}
    </Card>
  );
}
