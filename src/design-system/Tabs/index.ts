export { Tabs, type TabItem, type TabsLinkProps, type TabsProps } from './Tabs';
