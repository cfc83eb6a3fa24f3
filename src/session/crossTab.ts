const CHANNEL_NAME = 'cabinet-session';

let channel: BroadcastChannel | null | undefined;

/** One channel per page, kept open: closing right after posting could drop the message. */
function sessionChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    // No BroadcastChannel (old browser): other tabs notice on their next request (401).
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
  }
  return channel;
}

/** Tells the other tabs of this browser that the user logged out. */
export function announceLogout(): void {
  sessionChannel()?.postMessage({ type: 'logout' });
}

/** Calls `onLogout` when another tab logs out. Returns the unsubscribe function. */
export function onOtherTabLogout(onLogout: () => void): () => void {
  const listener = (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type === 'logout') onLogout();
  };
  const current = sessionChannel();
  current?.addEventListener('message', listener);
  return () => current?.removeEventListener('message', listener);
}
