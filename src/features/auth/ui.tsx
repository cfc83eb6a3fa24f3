import { useEffect, type ReactNode, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { BannerProps } from '@/api/form';
import { ErrorBanner } from '@/design-system/ErrorBanner';
import { fieldMessages } from './messages';

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

export const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The page's h1 (focusable by script so focus can move to it). */
export const Heading = styled.h1.attrs({ tabIndex: -1 })`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.2;

  &:focus {
    outline: none;
  }
`;

export const Lead = styled.p`
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

  & > * {
    width: auto;
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

const NoticeBox = styled.div<{ $tone: 'success' | 'info' }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.primary)};
  border-inline-start-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.successSoft : theme.colors.primarySoft)};
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.5;

  & > svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.primary)};
  }
  & > div {
    min-width: 0;
  }
  p {
    margin: 0;
  }
`;

/** A success (or information) message, announced politely. */
export function Notice({ children, tone = 'success' }: { children: ReactNode; tone?: 'success' | 'info' }) {
  return (
    <NoticeBox role="status" $tone={tone}>
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="8.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
        {tone === 'success' ? (
          <path d="M6 10.5l2.5 2.5L14 7.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        ) : (
          <path d="M10 9v5M10 6.2v.1" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        )}
      </svg>
      <div>{children}</div>
    </NoticeBox>
  );
}

/**
 * After a failed submission, moves focus to the first invalid field, so keyboard and screen-reader
 * users land where the problem is (the banner itself is announced as an alert). Keyed on the
 * failure count, so typing (which clears errors) never moves focus.
 */
export function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement | null>, failures: number) {
  useEffect(() => {
    if (failures === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formRef, failures]);
}

/** The form helper's error banner (generic error, else message, else the fallback), dismissible. */
export function FormBanner({ banner, onDismiss }: { banner: BannerProps | null | undefined; onDismiss: () => void }) {
  const intl = useIntl();
  if (!banner) return null;
  return (
    <ErrorBanner
      genericError={banner.genericError}
      message={banner.message}
      fallbackText={banner.fallbackText}
      onDismiss={onDismiss}
      dismissLabel={intl.formatMessage(fieldMessages.dismiss)}
    />
  );
}
