import { type CSSProperties } from 'react';
import { classNames } from '../class-names';
import { skeleton, type SkeletonVariants } from './Skeleton.css';

export type SkeletonProps = SkeletonVariants & {
  /** CSS length or px number; overrides the shape's default. */
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
};

/**
 * Placeholder while content loads. Hidden from assistive technology: the region
 * that is loading should say so itself (e.g. aria-busy on its container).
 */
export function Skeleton({ shape, width, height, className }: SkeletonProps) {
  const size = shape === 'circle' && width !== undefined && height === undefined ? { width, height: width } : { width, height };
  return <span className={classNames(skeleton({ shape }), className)} style={size} aria-hidden="true" />;
}
