'use client'

import { Play } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import type { TVideo } from '@/domain/video'
import { embedOf, formatDuration, isoDuration } from '@/domain/video-embed'

type TProps = {
  video: TVideo
  /** The page's largest element (a video's own page): the poster loads first, not lazily. */
  priority?: boolean
  /** The poster's rendered width per screen, for the browser's choice from the srcset. */
  sizes?: string
  className?: string
}

/** Keyboard and screen-reader users continue in the player they just started, not at the top of the page. */
const focusOnMount = (node: HTMLElement | null) => {
  node?.focus()
}

/**
 * A video behind its poster (issue 17). Until the visitor presses play the page holds only our own
 * image and button: no request to the video host, so no third-party script or cookie on first load.
 * The 16:9 box is there from the server's HTML on, so the player takes the poster's place without
 * moving anything. Imports the zod-free `video-embed`, not `video`, to keep zod out of the bundle.
 */
export function VideoPlayer({ video, priority = false, sizes = '100vw', className = '' }: TProps) {
  const [isPlaying, setIsPlaying] = useState(false)
  const { source, poster, title } = video
  const embed = source.kind === 'embed' ? embedOf(source.url) : null
  const duration = formatDuration(video.durationSeconds ?? Number.NaN)

  let content: ReactNode
  if (isPlaying && embed) {
    content = (
      <iframe
        ref={focusOnMount}
        src={embed.src}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="absolute inset-0 h-full w-full border-0"
      />
    )
  } else if (isPlaying && source.kind === 'file') {
    content = (
      // biome-ignore lint/a11y/useMediaCaption: captions are added when the editor gave a file; a video without speech has none
      <video
        ref={focusOnMount}
        controls
        autoPlay
        playsInline
        preload="none"
        poster={poster?.url}
        className="absolute inset-0 h-full w-full bg-black"
      >
        <source src={source.url} type={source.mimeType} />
        {video.captions && (
          <track
            kind="captions"
            src={video.captions.url}
            srcLang={video.captions.language}
            label={video.captions.label}
            default
          />
        )}
      </video>
    )
  } else {
    const isPlayable = source.kind === 'file' || embed !== null
    // An address we cannot frame is still worth a link, but never one that is not http(s).
    const hostUrl = !isPlayable && /^https?:\/\//i.test(source.url) ? source.url : null
    content = (
      <>
        {poster && (
          // biome-ignore lint/performance/noImgElement: media-library images with their own WebP srcset; next/image would add client JS
          <img
            src={poster.url}
            srcSet={poster.srcSet ?? undefined}
            sizes={poster.srcSet ? sizes : undefined}
            width={poster.width ?? undefined}
            height={poster.height ?? undefined}
            alt={poster.alt}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding={priority ? 'sync' : 'async'}
            className="absolute inset-0 h-full w-full object-cover"
          />
        )}
        {isPlayable && (
          <button
            type="button"
            aria-label={`Play: ${title}`}
            onClick={() => setIsPlaying(true)}
            className="group absolute inset-0 flex items-center justify-center focus-visible:outline-hidden"
          >
            <span className="flex size-16 items-center justify-center rounded-full bg-primary text-white shadow-lg ring-white transition-transform group-hover:scale-110 group-focus-visible:ring-4 group-focus-visible:outline-2 group-focus-visible:outline-offset-4 group-focus-visible:outline-primary">
              <Play aria-hidden="true" className="ml-1 size-7 fill-current" />
            </span>
          </button>
        )}
        {hostUrl && (
          <a
            href={hostUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="btn-primary absolute bottom-4 left-1/2 -translate-x-1/2"
          >
            Watch on the video host
          </a>
        )}
        {duration && (
          <time
            dateTime={isoDuration(video.durationSeconds ?? Number.NaN)}
            className="pointer-events-none absolute right-3 bottom-3 rounded-sm bg-black/75 px-1.5 py-0.5 text-xs font-medium text-white tabular-nums"
          >
            {duration}
          </time>
        )}
      </>
    )
  }

  return (
    <figure
      className={`relative aspect-video overflow-hidden rounded-sm bg-ink${className ? ` ${className}` : ''}`}
      data-testid="video-player"
    >
      {content}
    </figure>
  )
}
