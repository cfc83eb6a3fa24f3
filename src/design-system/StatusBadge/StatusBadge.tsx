import { Badge, Dot, Text, type StatusTone } from './StatusBadge.styles';

/** Every status the API sends: transactions, tickets, IPOs, orders and verification. */
export const KNOWN_STATUSES = [
  'pending',
  'completed',
  'rejected',
  'cancelled',
  'open',
  'answered',
  'closed',
  'upcoming',
  'listed',
  'verified',
  'none',
  'failed',
  'active',
] as const;

export type KnownStatus = (typeof KNOWN_STATUSES)[number];

/** English labels; containers pass translated ones through `labels`. */
export const DEFAULT_STATUS_LABELS: Record<KnownStatus, string> = {
  pending: 'Pending',
  completed: 'Completed',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
  upcoming: 'Upcoming',
  listed: 'Listed',
  verified: 'Verified',
  none: 'Not started',
  failed: 'Failed',
  active: 'Active',
};

/** Which tone each status takes unless `tone` overrides it. */
export const STATUS_TONES: Record<KnownStatus, StatusTone> = {
  pending: 'warning',
  completed: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
  open: 'info',
  answered: 'success',
  closed: 'neutral',
  upcoming: 'info',
  listed: 'neutral',
  verified: 'success',
  none: 'neutral',
  failed: 'danger',
  active: 'success',
};

const known: ReadonlySet<string> = new Set(KNOWN_STATUSES);
const isKnown = (status: string): status is KnownStatus => known.has(status);

export interface StatusBadgeProps {
  /** The status value as the API sends it; an unknown value shows as-is in the neutral tone. */
  status: KnownStatus | (string & {});
  /** Text to show instead of the label looked up in `labels`. */
  label?: string;
  /** Translated labels per status; missing entries fall back to English. */
  labels?: Partial<Record<KnownStatus, string>>;
  /**
   * Colour tone, overriding the status mapping (e.g. an open IPO subscription is `success`, while
   * an open ticket keeps the default `info`).
   */
  tone?: StatusTone;
  /** Extra class for layout by the parent. */
  className?: string;
}

/** A status pill: a dot and a text label, never colour alone. */
export function StatusBadge({ status, label, labels, tone, className }: StatusBadgeProps) {
  const known = isKnown(status);
  const text = label ?? (known ? (labels?.[status] ?? DEFAULT_STATUS_LABELS[status]) : status);
  const resolvedTone = tone ?? (known ? STATUS_TONES[status] : 'neutral');
  return (
    <Badge $tone={resolvedTone} className={className} data-status={status}>
      <Dot aria-hidden="true" />
      <Text>{text}</Text>
    </Badge>
  );
}
