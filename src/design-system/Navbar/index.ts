export { Navbar } from './Navbar';
