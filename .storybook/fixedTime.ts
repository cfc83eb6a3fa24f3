/** Stories see one fixed "now", so countdowns and relative dates never change a snapshot. */
export const FIXED_NOW = new Date('2026-03-16T10:00:00Z');

export function freezeTime(now: Date): void {
  const RealDate = Date;
  const fixed = now.getTime();
  class FixedDate extends RealDate {
    constructor(...args: ConstructorParameters<typeof Date> | []) {
      if (args.length === 0) super(fixed);
      else super(...(args as ConstructorParameters<typeof Date>));
    }
    static override now() {
      return fixed;
    }
  }
  globalThis.Date = FixedDate as DateConstructor;
}
