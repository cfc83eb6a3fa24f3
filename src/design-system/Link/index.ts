export { isOutsideApp, Link, LinkProvider, type LinkProps } from './Link';
