export { Tabs,  type TabsLinkProps,  } from './Tabs';
