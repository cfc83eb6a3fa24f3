import { describe, expect, it, vi } from 'vitest';

/*
 * The test files of a worker share one document (vitest.config.ts: isolate false). jsdom runs its
 * animation frames on one interval it starts with the global `setInterval`: asked for while a test
 * had that faked, the interval was a fake one that never fired once the real timers were back, and
 * no animation frame of any later file in that worker ran (the frame's reserved line waits for
 * one: tests/app/balance.test.tsx failed five tests so on CI). tests/setup.ts gives the document
 * frames on the real timers.
 */
const nextFrame = () =>
  new Promise<number>((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error('no animation frame within 1 s')), 1000);
    requestAnimationFrame((time) => {
      clearTimeout(timeout);
      resolve(time);
    });
  });

describe('animation frames in the shared document', () => {
  it('still run after one was asked for while the interval timers were faked', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    requestAnimationFrame(() => {});
    vi.useRealTimers();
    await expect(nextFrame()).resolves.toEqual(expect.any(Number));
  });
});
