export { badgeText, NotificationBell } from './NotificationBell';
