/** Spec §5/§9: the widest an image may be in an email. */
export const EMAIL_IMAGE_MAX_WIDTH = 624

/**
 * The scale of an image in an email by its width (spec §5): 1000 px or more × 0.5, over 500 and
 * under 1000 × 0.6, 500 px or less × 0.7. The 500 boundary belongs to "500 or less".
 */
export function emailImageScale(width: number): number {
  if (width >= 1000) return 0.5
  if (width > 500) return 0.6
  return 0.7
}

/**
 * The size an image is shown at in an email: scaled by its width, then capped at 624 px wide,
 * height kept in proportion, whole pixels (at least 1).
 */
export function emailImageSize(size: { width: number; height: number }): { width: number; height: number } {
  if (!(size.width > 0) || !(size.height > 0)) return { width: 0, height: 0 }
  const width = Math.min(EMAIL_IMAGE_MAX_WIDTH, size.width * emailImageScale(size.width))
  const ratio = width / size.width
  return { width: Math.max(1, Math.round(width)), height: Math.max(1, Math.round(size.height * ratio)) }
}
