export { SectionNav, type SectionNavItem, type SectionNavLinkProps, type SectionNavProps } from './SectionNav';
