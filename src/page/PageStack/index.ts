export { PageStack, TileGrid } from './PageStack';
