import styled from 'styled-components';
import { down, up } from '../theme';

export const Nav = styled.nav`
  position: relative;
  z-index: 10;
  background: ${({ theme }) => theme.colors.navbar};
  color: ${({ theme }) => theme.colors.navbarText};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 64px;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};

  ${up('md')} {
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[6]};
  }
`;

export const Brand = styled.div`
  display: flex;
  flex: none;
  min-width: 0;

  > a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    min-height: 40px;
    border-radius: ${({ theme }) => theme.radii.sm};
    color: inherit;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-decoration: none;
    white-space: nowrap;
  }
  svg {
    flex: none;
    width: 32px;
    height: 32px;
    color: ${({ theme }) => theme.colors.primary};
    --logo-ink: ${({ theme }) => theme.colors.primaryText};
  }
`;

/** The brand name hides on phones when signed in, to leave room for the controls; the logo stays. */
export const BrandText = styled.span<{ $compact: boolean }>`
  ${down('sm')} {
    ${({ $compact }) =>
      $compact &&
      `position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden;
       clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;`}
  }
`;

export const Menu = styled.ul<{ $open: boolean }>`
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: flex;
    align-items: center;
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.sm};
    color: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-decoration: none;
    white-space: nowrap;

    &:hover {
      background: ${({ theme }) => theme.colors.secondary};
    }
    &[aria-current='page'] {
      background: ${({ theme }) => theme.colors.primarySoft};
      color: ${({ theme }) => theme.colors.link};
      font-weight: ${({ theme }) => theme.fontWeights.semibold};
    }
  }

  ${up('xl')} {
    display: flex;
    flex: 1;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    min-width: 0;
  }

  ${down('xl')} {
    display: ${({ $open }) => ($open ? 'grid' : 'none')};
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]};
    background: ${({ theme }) => theme.colors.navbar};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    box-shadow: ${({ theme }) => theme.shadows.popover};

    a {
      min-height: 44px;
      white-space: normal;
    }
  }
`;


export const Controls = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin-left: auto;

  ${up('md')} {
    gap: ${({ theme }) => theme.space[2]};
  }
`;

export const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  cursor: pointer;
  transition: background ${({ theme }) => theme.durations.fast};

  &:hover {
    background: ${({ theme }) => theme.colors.secondary};
  }
  svg {
    width: 20px;
    height: 20px;
  }
`;

export const MenuButton = styled(IconButton)`
  border-color: ${({ theme }) => theme.colors.border};

  ${up('xl')} {
    display: none;
  }
`;

export const LanguageField = styled.div`
  position: relative;
  display: inline-flex;
  align-items: center;
  flex: none;

  svg {
    position: absolute;
    width: 16px;
    height: 16px;
    pointer-events: none;
  }
  svg:first-of-type {
    left: 10px;
  }
  svg:last-of-type {
    right: 8px;
  }

  select {
    appearance: none;
    height: 40px;
    max-width: 11em;
    padding: 0 28px 0 32px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.navbar};
    color: inherit;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-overflow: ellipsis;
    cursor: pointer;

    &:hover {
      border-color: ${({ theme }) => theme.colors.borderStrong};
    }
  }
`;
