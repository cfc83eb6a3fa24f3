import { useState } from 'react';

/**
 * The values a field handed to a parent that applies them late (a URL the router updates in a
 * transition): when the parent hands one back, it is an echo of a keystroke, not news, and what was
 * typed since must stay. Used during render, as a field syncs with a new value from its parent.
 */
export function useEchoes<V>() {
  const [sent, setSent] = useState<V[]>([]);
  return {
    /** Remembers a value this field hands to its parent. */
    send: (value: V) => setSent((list) => [...list, value]),
    /**
     * For a new value from the parent: true when this field sent it (an echo), forgetting it and
     * the ones before it; false otherwise (back, forward, a link), forgetting every value sent.
     */
    take: (value: V): boolean => {
      const index = sent.indexOf(value);
      if (index >= 0) {
        setSent(sent.slice(index + 1));
        return true;
      }
      if (sent.length > 0) setSent([]);
      return false;
    },
  };
}
