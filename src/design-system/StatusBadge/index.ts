export { KNOWN_STATUSES, StatusBadge, type KnownStatus } from './StatusBadge';
