export {
  DEFAULT_STATUS_LABELS,
  KNOWN_STATUSES,
  STATUS_TONES,
  StatusBadge,
  type KnownStatus,
  type StatusBadgeProps,
} from './StatusBadge';
export type { StatusTone } from './StatusBadge.styles';
