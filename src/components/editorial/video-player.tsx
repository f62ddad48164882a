import { Play } from 'lucide-react'
import { useTranslations } from 'next-intl'
import type { TVideo } from '@/domain/video'
import { embedOf, formatDuration, isoDuration } from '@/domain/video-embed'
import { type TPlayer, VideoFrame } from './video-frame.client'

type TProps = {
  video: TVideo
  /** The page's largest element (a video's own page): the poster loads first, not lazily. */
  priority?: boolean
  /** The poster's rendered width per screen, for the browser's choice from the srcset. */
  sizes?: string
  className?: string
}

/** What plays when the visitor presses play: the host's privacy-enhanced player, or our own file. */
function playerOf(video: TVideo): TPlayer | null {
  const { source } = video
  if (source.kind === 'file') {
    return {
      kind: 'file',
      src: source.url,
      mimeType: source.mimeType,
      poster: video.poster?.url,
      captions: video.captions,
    }
  }
  const embed = embedOf(source.url)
  return embed ? { kind: 'embed', src: embed.src } : null
}

/**
 * A video behind its poster (issue 17, ADR 026). Until the visitor presses play the page holds only
 * our own image and button: no request to the video host, so no third-party script or cookie on
 * first load. The 16:9 box is there from the server's HTML on, so the player takes the poster's
 * place without moving anything. Everything but the press itself is rendered here, on the server:
 * the browser gets a few hundred bytes of script (video-frame.client.tsx), not the address parsing.
 */
export function VideoPlayer({ video, priority = false, sizes = '100vw', className = '' }: TProps) {
  const t = useTranslations('Editorial')
  const { source, poster, title } = video
  const player = playerOf(video)
  const duration = formatDuration(video.durationSeconds ?? Number.NaN)
  // An address we cannot frame is still worth a link, but never one that is not http(s).
  const hostUrl = !player && /^https?:\/\//i.test(source.url) ? source.url : null
  return (
    <figure
      className={`relative aspect-video overflow-hidden rounded-sm bg-ink${className ? ` ${className}` : ''}`}
      data-testid="video-player"
    >
      <VideoFrame
        title={title}
        playLabel={t('video.play', { title })}
        player={player}
        icon={<Play aria-hidden="true" className="ml-1 size-7 fill-current" />}
      >
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
        {hostUrl && (
          <a
            href={hostUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="btn-primary absolute bottom-4 left-1/2 -translate-x-1/2"
          >
            {t('video.watchOnHost')}
          </a>
        )}
        {duration && (
          <time
            dateTime={isoDuration(video.durationSeconds ?? Number.NaN)}
            className="pointer-events-none absolute right-3 bottom-3 z-10 rounded-sm bg-black/75 px-1.5 py-0.5 text-xs font-medium text-white tabular-nums"
          >
            {duration}
          </time>
        )}
      </VideoFrame>
    </figure>
  )
}
