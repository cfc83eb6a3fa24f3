import type { Session } from '@/api/generated/model';
import { every, isRecord, text, textual } from '@/lib/tolerant';

/**
 * The signed-in devices of a `settings/sessions` answer (`{ data: [...] }`). A device without an
 * id cannot be signed out: it makes the answer unreadable, as an entry that is not a device does.
 */
export const selectSessions = (answer: unknown): Session[] =>
  every(isRecord(answer) ? answer.data : undefined, (entry) => {
    const id = textual(entry.id);
    return id
      ? {
          id,
          device: textual(entry.device),
          ip: textual(entry.ip),
          location: typeof entry.location === 'string' ? entry.location : null,
          last_active_at: text(entry.last_active_at),
          current: entry.current === true,
        }
      : null;
  });
