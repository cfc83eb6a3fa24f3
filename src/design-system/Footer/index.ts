export { Footer,    } from './Footer';
