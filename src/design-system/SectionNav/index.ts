export { SectionNav } from './SectionNav';
