export { Sidebar } from './Sidebar';
