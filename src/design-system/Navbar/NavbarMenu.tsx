import type { RefObject } from 'react';
import { Link } from '../Link';
import { SectionNav } from '../SectionNav';
import { CloseIcon, MenuIcon } from './icons';
import { Menu, MenuButton, MenuPanel, MoreSections } from './Navbar.styles';

export interface NavbarLink {
  /** Stable key, e.g. `home`, `profile`. */
  key: string;
  /** Target of the link. */
  href: string;
  /** Visible, translated label. */
  label: string;
  /** This is the current page: marked with `aria-current="page"`. */
  active?: boolean;
}

/** The main menu and its button (below 1280 px the button opens it as a dropdown). */
export function NavbarMenu({
  links = [],
  sections = [],
  sectionsLabel = 'More',
  menuLabel = 'Menu',
  menuId,
  menuOpen,
  menuButtonRef,
  onToggle,
  onNavigate,
}: {
  links?: NavbarLink[];
  sections?: NavbarLink[];
  sectionsLabel?: string;
  menuLabel?: string;
  menuId: string;
  menuOpen: boolean;
  menuButtonRef: RefObject<HTMLButtonElement | null>;
  onToggle: () => void;
  onNavigate: () => void;
}) {
  return (
    <>
      <MenuButton
        ref={menuButtonRef}
        type="button"
        aria-label={menuLabel}
        title={menuLabel}
        aria-expanded={menuOpen}
        aria-controls={menuId}
        onClick={onToggle}
      >
        {menuOpen ? <CloseIcon /> : <MenuIcon />}
      </MenuButton>
      <MenuPanel id={menuId} $open={menuOpen}>
        <Menu>
          {links.map((link) => (
            <li key={link.key}>
              <Link
                href={link.href}
                aria-current={link.active ? 'page' : undefined}
                onClick={onNavigate}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </Menu>
        {sections.length > 0 && (
          <MoreSections>
            <SectionNav label={sectionsLabel} items={sections} onNavigate={onNavigate} />
          </MoreSections>
        )}
      </MenuPanel>
    </>
  );
}
