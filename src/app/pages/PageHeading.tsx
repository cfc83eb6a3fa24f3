import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { usePageTitleKey } from '../router/usePageTitle';
import { titles } from '../router/titles';

const H1 = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  margin: 0 0 ${({ theme }) => theme.space[6]};
`;

/** The page's h1: the route's title unless children are given. */
export function PageHeading({ children }: { children?: ReactNode }) {
  const intl = useIntl();
  const key = usePageTitleKey();
  return <H1 tabIndex={-1}>{children ?? (key ? intl.formatMessage(titles[key]) : null)}</H1>;
}
