export { SectionNav,    } from './SectionNav';
