export {
  Navbar,
  
  
  type NavbarLinkProps,
  
} from './Navbar';
