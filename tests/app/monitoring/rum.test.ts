import type { Metric } from 'web-vitals';
import { describe, expect, it } from 'vitest';
import { beaconOf, beaconRoute } from '@/app/monitoring/rum';

const metric = (name: Metric['name'], value: number): Metric =>
  ({
    name,
    value,
    rating: 'good',
    delta: value,
    id: 'v5-1764245000000-1234567890123',
    entries: [],
    navigationType: 'navigate',
  }) as unknown as Metric;

describe('real-user metric beacons', () => {
  it('carry the value as measured, the route pattern and the release, nothing else', () => {
    expect(
      beaconOf(metric('LCP', 1234.5678), '/:lang/wallet/:id', 'cabinet@0.1.0+7b0dfe9'),
    ).toEqual({
      name: 'LCP',
      value: 1234.5678,
      rating: 'good',
      route: '/:lang/wallet/:id',
      navigationType: 'navigate',
      id: 'v5-1764245000000-1234567890123',
      release: 'cabinet@0.1.0+7b0dfe9',
    });
    expect(beaconOf(metric('CLS', 0.012345), '/:lang/home', 'r').value).toBe(0.012345);
  });

  it.each([
    ['/:lang/autologin/:token?', '/:lang/autologin/:token?'],
    ['/:lang/*', '/:lang/*'],
    ['/:lang/trading-account/accounts', '/:lang/trading-account/accounts'],
    // Never an address: ids, tokens and queries are masked if one ever gets this far.
    ['/en/wallet/17', '/en/wallet/:masked'],
    ['/:lang/password/reset/Zx81kq2mP0aa9?email=a@b.co', '/:lang/password/reset/:masked'],
    ['/:lang/tickets/4c79f7a9b8e64e0f9d2b5c1a7e3f2d10', '/:lang/tickets/:masked'],
  ])('name %s as %s', (route, sent) => {
    expect(beaconRoute(route)).toBe(sent);
  });
});
