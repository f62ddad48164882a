'use client'

import { type ReactNode, useState } from 'react'

/** What a press plays: decided on the server (video-player.tsx), so the browser parses no addresses. */
export type TPlayer =
  | { kind: 'embed'; src: string }
  | {
      kind: 'file'
      src: string
      mimeType: string
      poster?: string
      captions: { url: string; language: string; label: string } | null
    }

/** Keyboard and screen-reader users continue in the player they just started, not at the top of the page. */
const focusOnMount = (node: HTMLElement | null) => {
  node?.focus()
}

/**
 * The interactive part of a video (issue 17): the poster and its play button until pressed, then the
 * player in the same box. The poster, the icon and the duration come rendered from the server.
 */
export function VideoFrame({
  title,
  playLabel,
  player,
  icon,
  children,
}: {
  title: string
  /** The play button's name ("Play: {title}"), in the page's language from the server. */
  playLabel: string
  player: TPlayer | null
  icon: ReactNode
  children: ReactNode
}) {
  const [isPlaying, setIsPlaying] = useState(false)
  if (isPlaying && player?.kind === 'embed') {
    return (
      <iframe
        ref={focusOnMount}
        src={player.src}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="absolute inset-0 h-full w-full border-0"
      />
    )
  }
  if (isPlaying && player?.kind === 'file') {
    return (
      // biome-ignore lint/a11y/useMediaCaption: captions are added when the editor gave a file; a video without speech has none
      <video
        ref={focusOnMount}
        controls
        autoPlay
        playsInline
        preload="none"
        poster={player.poster}
        className="absolute inset-0 h-full w-full bg-black"
      >
        <source src={player.src} type={player.mimeType} />
        {player.captions && (
          <track
            kind="captions"
            src={player.captions.url}
            srcLang={player.captions.language}
            label={player.captions.label}
            default
          />
        )}
      </video>
    )
  }
  return (
    <>
      {children}
      {player && (
        <button
          type="button"
          aria-label={playLabel}
          onClick={() => setIsPlaying(true)}
          className="group absolute inset-0 flex items-center justify-center focus-visible:outline-hidden"
        >
          <span className="flex size-16 items-center justify-center rounded-full bg-primary text-white shadow-lg ring-white transition-transform group-hover:scale-110 group-focus-visible:ring-4 group-focus-visible:outline-2 group-focus-visible:outline-offset-4 group-focus-visible:outline-primary">
            {icon}
          </span>
        </button>
      )}
    </>
  )
}
