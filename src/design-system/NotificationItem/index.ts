export { NotificationItem, type NotificationTopic } from './NotificationItem';
