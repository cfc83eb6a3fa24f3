import type { CSSProperties, ReactNode } from 'react';
import { Block, Group, type SkeletonRadius } from './Skeleton.styles';

const toCss = (value: number | string): string =>
  typeof value === 'number' ? `${value}px` : value;

export interface SkeletonProps {
  /** Width: a number is pixels, a string any CSS length. Defaults to `100%` (a circle: 40 px). */
  width?: number | string;
  /** Height: a number is pixels, a string any CSS length. Defaults to `1em` (a circle: its width). */
  height?: number | string;
  /** Corner rounding: theme radii `sm`/`md`/`lg`, `pill` for text lines and chips, `circle` for avatars. */
  radius?: SkeletonRadius;
  /**
   * Announce this block on its own (`role="status"` with `label` as hidden text). Off by default:
   * a placeholder is decorative, and a group of them is announced once by `SkeletonGroup`.
   */
  announce?: boolean;
  /** Hidden text read by screen readers when `announce` is on. */
  label?: string;
  /** Extra class for layout (margins, grid placement). */
  className?: string;
  /** Extra inline style for layout. */
  style?: CSSProperties;
}

/** A shimmering placeholder block shown while content loads; still under reduced motion. */
export function Skeleton({
  width,
  height,
  radius = 'sm',
  announce = false,
  label = 'Loading…',
  className,
  style,
}: SkeletonProps) {
  const w = width ?? (radius === 'circle' ? 40 : '100%');
  const h = height ?? (radius === 'circle' ? w : '1em');
  const vars = {
    '--skeleton-width': toCss(w),
    '--skeleton-height': toCss(h),
    ...style,
  } as CSSProperties;
  return announce ? (
    <Block $radius={radius} className={className} style={vars} role="status" data-skeleton="">
      <span className="visually-hidden">{label}</span>
    </Block>
  ) : (
    <Block
      $radius={radius}
      className={className}
      style={vars}
      aria-hidden="true"
      data-skeleton=""
    />
  );
}

export interface SkeletonGroupProps {
  /** Hidden text announced once for the whole group (`role="status"`), while the blocks stay silent. */
  label?: string;
  /** The `Skeleton` blocks (and any layout around them). */
  children?: ReactNode;
  /** Extra class for layout. */
  className?: string;
  /** Extra inline style for layout. */
  style?: CSSProperties;
}

/** Wraps several skeletons: marks the region `aria-busy` and announces `label` once instead of per block. */
export function SkeletonGroup({
  label = 'Loading…',
  children,
  className,
  style,
}: SkeletonGroupProps) {
  return (
    <Group aria-busy="true" className={className} style={style}>
      <span role="status" className="visually-hidden">
        {label}
      </span>
      {children}
    </Group>
  );
}
