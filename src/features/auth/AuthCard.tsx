import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

/** The white card every auth page sits in. */
export const AuthCard = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[8]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
  hyphens: auto;

  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 0.02}px) {
    gap: ${({ theme }) => theme.space[5]};
    padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  }
`;

/** A muted line between a page's parts (a status, a hint). */
export const MutedText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.5;
`;

export const FormStack = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/** A row that wraps on narrow screens (remember me + forgot password). */
export const SplitRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};

  /* Doubled class: wins over the fields' own full width (a Checkbox's root) whatever order the
     style sheet has them in (it follows the order modules load: the production app had them the
     other way round, and wrapped this row on every screen). */
  && > * {
    width: auto;
  }
`;

/**
 * Where the passkey button goes (PasskeySignIn). Nothing (no space either) where passkeys are not
 * known to be offered; where they are, <html> is marked before the first paint (by the prerendered
 * page's script, or the page itself) and the place is kept empty until the button is in, so nothing
 * moves. `data-late` on it: the app's own, paired with nothing of the server's HTML at take-over.
 */
export const PasskeySlot = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  &:empty {
    display: none;
  }
  html[data-passkeys] &:empty {
    display: block;
    min-height: 48px;
  }
`;

export const FooterText = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.5;
`;

const linkStyle = css`
  color: ${({ theme }) => theme.colors.link};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: underline;
  text-underline-offset: 3px;
  text-decoration-thickness: 1px;

  &:hover {
    text-decoration-thickness: 2px;
  }
`;

/** An in-app text link. */
export const TextLink = styled(Link)`
  ${linkStyle}
`;

/** A link out of the app (mailto, legal documents): the text-link look. */
export const ExternalLink = styled.a`
  ${linkStyle}
`;

/** An in-app link that looks like the primary button (for "Go to sign in"). */
export const ButtonLink = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: center;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;
