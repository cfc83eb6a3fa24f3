export { Notice,   } from './Notice';
