export {
  NotificationItem,
  type NotificationItemProps,
  type NotificationTopic,
} from './NotificationItem';
