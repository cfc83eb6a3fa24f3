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

  /* The narrowest phones (320 px) hold the logo, the menu button and six controls only so. */
  @media (max-width: 359.98px) {
    padding-inline: ${({ theme }) => theme.space[3]};
  }

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

/**
 * The brand name hides on phones (it stays the link's accessible name), to leave room for the
 * controls; the logo stays. Signed out there are fewer controls: it hides only on the narrowest.
 */
export const BrandText = styled.span<{ $compact: boolean }>`
  @media (max-width: ${({ $compact }) => ($compact ? 575.98 : 399.98)}px) {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
    border: 0;
  }
`;

/** Holds the menu (and, below 1280 px, the other sections): a dropdown panel on small screens. */
export const MenuPanel = styled.div<{ $open: boolean }>`
  ${up('xl')} {
    display: flex;
    flex: 1;
    align-items: center;
    min-width: 0;
  }

  ${down('xl')} {
    display: ${({ $open }) => ($open ? 'grid' : 'none')};
    gap: ${({ theme }) => theme.space[3]};
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    max-height: calc(100dvh - 72px);
    overflow-y: auto;
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]}
      ${({ theme }) => theme.space[4]};
    background: ${({ theme }) => theme.colors.navbar};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    box-shadow: ${({ theme }) => theme.shadows.popover};
  }
`;

/** The other sections, listed in the dropdown only (the sidebar lists them on wide screens). */
export const MoreSections = styled.div`
  ${up('xl')} {
    display: none;
  }
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** Dims the page behind the open dropdown menu. */
export const Scrim = styled.div`
  position: fixed;
  inset: 0;
  z-index: 9;
  background: ${({ theme }) => theme.colors.scrim};

  ${up('xl')} {
    display: none;
  }
`;

export const Menu = styled.ul`
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
    display: grid;
    gap: ${({ theme }) => theme.space[1]};

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

/** Holds a control handed in (the notification bell) without a box of its own. */
export const Slot = styled.span`
  display: contents;
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

/** A toggle (privacy): marked while pressed. */
export const ToggleButton = styled(IconButton)`
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.link};
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
    /* The options name every language in its own script (Čeština, Русский): Latin Inter only,
       so the sign-in page does not download the latin-ext and Cyrillic files for them. */
    font-family:
      'Inter Latin', ${({ theme }) => theme.fonts.body.replace(/'Inter Variable',\s*/, '')};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-overflow: ellipsis;
    cursor: pointer;

    &:hover {
      border-color: ${({ theme }) => theme.colors.borderStrong};
    }
  }

  /* On phones the switcher is the globe alone (the open list still names every language). */
  ${down('sm')} {
    select {
      width: 40px;
      padding: 0 0 0 40px;
      overflow: hidden;
    }
    svg:last-of-type {
      display: none;
    }
    option {
      color: ${({ theme }) => theme.colors.text};
    }
  }
`;
