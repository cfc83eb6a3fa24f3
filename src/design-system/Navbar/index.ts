export {
  Navbar,
  type NavbarLanguage,
  type NavbarLink,
  type NavbarLinkProps,
  type NavbarProps,
} from './Navbar';
