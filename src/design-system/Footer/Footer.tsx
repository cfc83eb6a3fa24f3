import styled from 'styled-components';
import { isOutsideApp, Link } from '../Link';
import { up } from '../theme';

const Bar = styled.footer`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.4;

  ${up('md')} {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[6]}`};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  @media print {
    display: none;
  }
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
`;

/*
 * Each link is a target of at least 24 × 24 px (WCAG 2.5.8) however the row wraps: its box is
 * 24 px high around the small text, and at least 24 px wide ("Tuki"), so a wrapped link never sits
 * within a thumb's reach of the one above it. The box adds no visible padding.
 */
const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `0 ${theme.space[3]}`};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 24px;
    min-height: 24px;
    color: ${({ theme }) => theme.colors.link};
    overflow-wrap: anywhere;
  }
`;

export interface FooterLink {
  /** Stable key, e.g. `terms`. */
  key: string;
  /** Visible, translated label. */
  label: string;
  /** Target: a page of the app, an external document or a `mailto:` address. */
  href: string;
  /** Opens in a new tab (`rel="noopener noreferrer"`), for documents outside the app. */
  external?: boolean;
}

export interface FooterProps {
  /** The regulated entity and its licence, e.g. "© 2026 Northstar Markets Ltd · Licensed by CySEC 000/00". */
  legal: string;
  /** The risk warning for leveraged products. */
  riskWarning: string;
  /** Terms, privacy, support… in display order. */
  links: FooterLink[];
  /** Hidden text after an external link's label ("opens in a new tab"). */
  newTabLabel?: string;
  /** Accessible name of the footer landmark. */
  label?: string;
  /** Extra class for layout by the parent. */
  className?: string;
}

/** The legal footer every page carries: entity and licence, the risk warning, terms, privacy, support. */
export function Footer({
  legal,
  riskWarning,
  links,
  newTabLabel = 'opens in a new tab',
  label = 'Legal information',
  className,
}: FooterProps) {
  return (
    <Bar aria-label={label} className={className}>
      <p>{riskWarning}</p>
      <Line>
        <p>{legal}</p>
        <Links>
          {links.map((link) => (
            <li key={link.key}>
              {link.external ? (
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                  <span className="visually-hidden"> ({newTabLabel})</span>
                </a>
              ) : isOutsideApp(link.href) ? (
                <a href={link.href}>{link.label}</a>
              ) : (
                <Link href={link.href}>{link.label}</Link>
              )}
            </li>
          ))}
        </Links>
      </Line>
    </Bar>
  );
}
