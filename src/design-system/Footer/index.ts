export { Footer, type FooterLink, type FooterLinkProps, type FooterProps } from './Footer';
