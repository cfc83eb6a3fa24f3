export { RouterLinks } from './RouterLink';
