import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import type { AccountView } from '@/api/readers/tradingAccount';
import { MoneyText } from '@/design-system/MoneyText';
import { useNumberFormat } from '@/design-system/NumberFormat';
import { marginTone, type MarginTone } from '@/lib/margin';
import { positionMessages as m } from './runsMessages';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 150px), 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
`;

const Figure = styled.div<{ $tone?: MarginTone }>`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  ${({ $tone, theme }) =>
    $tone === 'low'
      ? css`
          border-color: ${theme.colors.warning};
          border-inline-start-width: 4px;
          background: ${theme.colors.warningSoft};
        `
      : $tone === 'call'
        ? css`
            border-color: ${theme.colors.danger};
            border-inline-start-width: 4px;
            background: ${theme.colors.dangerSoft};
          `
        : ''}
`;

const Warning = styled.p<{ $tone: 'low' | 'call' }>`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-start;
  margin: 0;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid
    ${({ theme, $tone }) => ($tone === 'call' ? theme.colors.danger : theme.colors.warning)};
  border-inline-start-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) =>
    $tone === 'call' ? theme.colors.dangerSoft : theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.5;
  font-weight: ${({ theme, $tone }) =>
    $tone === 'call' ? theme.fontWeights.semibold : theme.fontWeights.medium};
  svg {
    flex: none;
    margin-top: 2px;
  }
`;

const WarningIcon = () => (
  <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d="M10 2.5 18 17H2z" fill="none" stroke="currentColor" strokeWidth="1.6" />
    <path d="M10 8v4.5M10 14.6v.1" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/**
 * Margin, free margin and margin level of an account that sends them (its balance and equity
 * are on its card, just above). A level
 * under 150 % is marked low and under 100 % a margin call, in words as well as colour; without
 * open positions the level says so instead of showing an empty figure.
 */
export function MarginFigures({ account }: { account: AccountView }) {
  const t = useIntl().formatMessage;
  const format = useNumberFormat();
  const level = account.margin_level ?? null;
  const tone = marginTone(level);
  return (
    <>
      <Figures>
        {account.margin && (
          <Figure>
            <dt>{t(m.margin)}</dt>
            <dd>
              <MoneyText value={account.margin} />
            </dd>
          </Figure>
        )}
        {account.free_margin && (
          <Figure>
            <dt>{t(m.freeMargin)}</dt>
            <dd>
              <MoneyText value={account.free_margin} />
            </dd>
          </Figure>
        )}
        {account.margin_level !== undefined && (
          <Figure $tone={tone} data-margin={tone}>
            <dt>{t(m.marginLevel)}</dt>
            <dd>{level === null ? t(m.noPositions) : format.percent(level)}</dd>
          </Figure>
        )}
      </Figures>
      {(tone === 'low' || tone === 'call') && (
        <Warning $tone={tone}>
          <WarningIcon />
          <span>{t(tone === 'call' ? m.call : m.low)}</span>
        </Warning>
      )}
    </>
  );
}
