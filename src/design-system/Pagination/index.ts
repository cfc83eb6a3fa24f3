export { Pagination } from './Pagination';
export { pageItems } from './pageItems';
