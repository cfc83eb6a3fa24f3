export { Sidebar,  } from './Sidebar';
