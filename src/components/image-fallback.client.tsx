'use client'

import { useEffect } from 'react'

/** Marks the images that fall back to the default image when they fail to load. */
export const FALLBACK_MARK = 'data-fallback'

function swap(image: HTMLImageElement, src: string) {
  // The default image failing too leaves it as it is (no loop).
  if (image.getAttribute('src') === src) return
  image.removeAttribute('srcset')
  image.removeAttribute('sizes')
  image.src = src
}

/**
 * Spec §9 "Default image fallback paths exist" (§7: the nation's image is the default image): an
 * editorial or catalogue image (`data-fallback`) that fails to load is replaced by the default
 * image. One listener for the page (image errors do not bubble; they are caught on the way down),
 * plus a look at the images that failed before this code ran.
 */
export function ImageFallback({ src }: { src: string | null }) {
  useEffect(() => {
    if (!src) return
    for (const image of document.querySelectorAll<HTMLImageElement>(`img[${FALLBACK_MARK}]`)) {
      if (image.complete && image.naturalWidth === 0 && image.getAttribute('src')) swap(image, src)
    }
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement && event.target.hasAttribute(FALLBACK_MARK)) swap(event.target, src)
    }
    document.addEventListener('error', onError, true)
    return () => document.removeEventListener('error', onError, true)
  }, [src])
  return null
}
