import styled from 'styled-components';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-inline-start-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.5;

  p {
    margin: 0;
  }
`;

export interface PendingNoticeProps {
  /**
   * What is not settled yet (a bold title, then a sentence), or null for nothing. The live region
   * is there either way, so a message that appears in it is announced.
   */
  message: { title: string; text: string } | null;
}

/** A warning that something is not settled yet (e.g. a request whose answer was lost), announced politely. */
export function PendingNotice({ message }: PendingNoticeProps) {
  return (
    <div role="status">
      {message && (
        <Box>
          <p>
            <strong>{message.title}</strong>
          </p>
          <p>{message.text}</p>
        </Box>
      )}
    </div>
  );
}
