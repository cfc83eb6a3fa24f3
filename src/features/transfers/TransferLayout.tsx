import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '@/design-system/ButtonLink';

export const Page = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  max-width: 640px;
  min-width: 0;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  justify-content: flex-end;
  align-items: center;
`;

export const TextLink = styled(Link)`
  color: ${({ theme }) => theme.colors.link};
  text-decoration: underline;
  text-underline-offset: 3px;
`;

/** A link that looks like a secondary button: the transfer actions lead to the transfer page. */
export const ActionLink = styled(ButtonLink)`
  text-align: center;
`;
