import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  EMBED_ORIGINS,
  embedOf,
  formatDuration,
  isoDuration,
  searchVideos,
  type TVideo,
  VIDEO_CHANNELS,
  ZVideo,
  ZVideoCategory,
} from './video'

const YT = 'dQw4w9WgXcQ'
const YT_SRC = `https://www.youtube-nocookie.com/embed/${YT}?autoplay=1&rel=0&modestbranding=1`
const VIMEO_SRC = 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1'

describe('embedOf: YouTube', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${YT}`, YT_SRC],
    [`https://www.youtube.com/watch?v=${YT}&list=PL123&index=2&feature=share`, YT_SRC],
    [`https://www.youtube.com/watch?feature=share&v=${YT}`, YT_SRC],
    [`https://youtube.com/watch?v=${YT}`, YT_SRC],
    [`http://www.youtube.com/watch?v=${YT}`, YT_SRC],
    [`https://m.youtube.com/watch?v=${YT}`, YT_SRC],
    [`https://youtu.be/${YT}`, YT_SRC],
    [`https://youtu.be/${YT}?si=AbCdEf123`, YT_SRC],
    [`https://www.youtube.com/embed/${YT}`, YT_SRC],
    [`https://www.youtube.com/embed/${YT}?rel=0`, YT_SRC],
    [`https://www.youtube.com/shorts/${YT}`, YT_SRC],
    [`https://www.youtube.com/shorts/${YT}/`, YT_SRC],
    [`https://www.youtube.com/live/${YT}?feature=share`, YT_SRC],
    [`https://www.youtube-nocookie.com/embed/${YT}`, YT_SRC],
    [`https://youtube-nocookie.com/embed/${YT}`, YT_SRC],
    [`  https://WWW.YouTube.com/watch?v=${YT}  `, YT_SRC],
    [`www.youtube.com/watch?v=${YT}`, YT_SRC],
    [`youtu.be/${YT}`, YT_SRC],
    [`//youtu.be/${YT}`, YT_SRC],
  ])('%s', (url, src) => {
    expect(embedOf(url)).toEqual({ provider: 'youtube', id: YT, src })
  })

  it.each([
    [`https://www.youtube.com/watch?v=${YT}&t=90`, 90],
    [`https://www.youtube.com/watch?v=${YT}&t=90s`, 90],
    [`https://youtu.be/${YT}?t=1m30s`, 90],
    [`https://youtu.be/${YT}?t=1h2m3s`, 3723],
    [`https://www.youtube.com/embed/${YT}?start=42`, 42],
    [`https://www.youtube.com/watch?v=${YT}#t=2m`, 120],
  ])('keeps the start time of %s', (url, start) => {
    expect(embedOf(url)?.src).toBe(`${YT_SRC}&start=${start}`)
  })

  it.each([
    `https://youtu.be/${YT}?t=0`,
    `https://youtu.be/${YT}?t=soon`,
    `https://youtu.be/${YT}?t=-5`,
    `https://youtu.be/${YT}?t=`,
  ])('drops a start time that is none: %s', (url) => {
    expect(embedOf(url)?.src).toBe(YT_SRC)
  })
})

describe('embedOf: Vimeo', () => {
  it.each([
    ['https://vimeo.com/76979871', VIMEO_SRC],
    ['https://www.vimeo.com/76979871/', VIMEO_SRC],
    ['vimeo.com/76979871', VIMEO_SRC],
    ['https://player.vimeo.com/video/76979871', VIMEO_SRC],
    ['https://player.vimeo.com/video/76979871?color=ff0000&title=0', VIMEO_SRC],
    ['https://vimeo.com/channels/staffpicks/76979871', VIMEO_SRC],
    ['https://vimeo.com/groups/travel-films/videos/76979871', VIMEO_SRC],
    ['https://vimeo.com/76979871#t=90s', `${VIMEO_SRC}#t=90s`],
    ['https://vimeo.com/76979871#t=1m30s', `${VIMEO_SRC}#t=90s`],
    ['https://player.vimeo.com/video/76979871#t=90', `${VIMEO_SRC}#t=90s`],
    ['https://vimeo.com/76979871/a1b2c3d4e5', `${VIMEO_SRC}&h=a1b2c3d4e5`],
    ['https://player.vimeo.com/video/76979871?h=a1b2c3d4e5', `${VIMEO_SRC}&h=a1b2c3d4e5`],
  ])('%s', (url, src) => {
    expect(embedOf(url)).toEqual({ provider: 'vimeo', id: '76979871', src })
  })
})

describe('embedOf refuses what is not a YouTube or Vimeo video', () => {
  it.each([
    '',
    '   ',
    'not a url',
    `javascript:alert(1)//youtu.be/${YT}`,
    `javascript://www.youtube.com/watch?v=${YT}`,
    `data:text/html,<script>alert(1)</script>`,
    `ftp://youtu.be/${YT}`,
    `file:///etc/passwd`,
    // Look-alike and foreign hosts.
    `https://evil.com/watch?v=${YT}`,
    `https://youtube.com.evil.com/watch?v=${YT}`,
    `https://evilyoutube.com/watch?v=${YT}`,
    `https://www.youtube.com@evil.com/watch?v=${YT}`,
    `https://user:pass@www.youtube.com/watch?v=${YT}`,
    `https://www.youtube.com:8443/watch?v=${YT}`,
    `https://youtu.be.evil.com/${YT}`,
    `https://vimeo.com.evil.com/76979871`,
    'https://notvimeo.com/76979871',
    // Bad or missing ids.
    'https://www.youtube.com/watch?v=short',
    `https://www.youtube.com/watch?v=${YT}x`,
    'https://www.youtube.com/watch?v=dQw4w9WgXc!',
    'https://www.youtube.com/watch?v=dQw4w9WgXc%22',
    'https://www.youtube.com/watch?v=dQw4w9"><x>',
    'https://www.youtube.com/watch',
    `https://www.youtube.com/watch?list=${YT}`,
    'https://www.youtube.com/',
    `https://www.youtube.com/channel/${YT}`,
    `https://www.youtube.com/embed/${YT}/extra`,
    `https://www.youtube.com/embed/../${YT}`,
    `https://youtu.be/`,
    `https://youtu.be/${YT}/more`,
    `https://www.youtube-nocookie.com/watch?v=${YT}`,
    'https://vimeo.com/',
    'https://vimeo.com/about',
    'https://vimeo.com/7697abc',
    'https://vimeo.com/76979871/not-a-hash!',
    'https://vimeo.com/channels/staffpicks',
    'https://vimeo.com/channels/staff%20picks/76979871',
    'https://player.vimeo.com/76979871',
    'https://player.vimeo.com/video/abc',
    'https://player.vimeo.com/video/76979871?h=<script>',
  ])('%s', (url) => {
    expect(embedOf(url)).toBeNull()
  })

  it('never yields a player outside the two origins, whatever the text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.string()), (url) => {
        const embed = embedOf(url)
        return embed === null || EMBED_ORIGINS.some((origin) => embed.src.startsWith(`${origin}/`))
      }),
    )
  })
})

describe('embedOf: laws', () => {
  const youtubeId = fc.string({
    unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'),
    minLength: 11,
    maxLength: 11,
  })
  const youtubeForms = [
    (id: string) => `https://www.youtube.com/watch?v=${id}`,
    (id: string) => `https://www.youtube.com/watch?feature=share&v=${id}&t=10`,
    (id: string) => `https://m.youtube.com/watch?v=${id}`,
    (id: string) => `https://youtu.be/${id}`,
    (id: string) => `https://www.youtube.com/embed/${id}`,
    (id: string) => `https://www.youtube.com/shorts/${id}`,
    (id: string) => `https://www.youtube-nocookie.com/embed/${id}`,
  ]

  it('any 11-character id comes back out of every YouTube form, as the no-cookie player', () => {
    fc.assert(
      fc.property(youtubeId, fc.constantFrom(...youtubeForms), (id, form) => {
        const embed = embedOf(form(id))
        expect(embed?.provider).toBe('youtube')
        expect(embed?.id).toBe(id)
        expect(embed?.src.startsWith(`https://www.youtube-nocookie.com/embed/${id}?autoplay=1`)).toBe(true)
      }),
    )
  })

  it('any numeric id comes back out of every Vimeo form', () => {
    const forms = [
      (id: string) => `https://vimeo.com/${id}`,
      (id: string) => `https://player.vimeo.com/video/${id}`,
      (id: string) => `https://vimeo.com/channels/staffpicks/${id}`,
    ]
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 40 }), fc.constantFrom(...forms), (number, form) => {
        const id = String(number)
        expect(embedOf(form(id))).toEqual({
          provider: 'vimeo',
          id,
          src: `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`,
        })
      }),
    )
  })

  it('the player address is built from the id alone: nothing else of the pasted text reaches it', () => {
    fc.assert(
      fc.property(youtubeId, fc.string(), (id, junk) => {
        const embed = embedOf(`https://www.youtube.com/watch?v=${id}&x=${encodeURIComponent(junk)}#${junk}`)
        expect(embed?.src).toBe(`https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0&modestbranding=1`)
      }),
    )
  })
})

describe('formatDuration and isoDuration', () => {
  it.each([
    [0, '0:00', 'PT0S'],
    [5, '0:05', 'PT5S'],
    [59.6, '1:00', 'PT1M'],
    [90, '1:30', 'PT1M30S'],
    [600, '10:00', 'PT10M'],
    [3599, '59:59', 'PT59M59S'],
    [3600, '1:00:00', 'PT1H'],
    [3725, '1:02:05', 'PT1H2M5S'],
    [36000 + 61, '10:01:01', 'PT10H1M1S'],
  ])('%s s -> %s, %s', (seconds, clock, iso) => {
    expect(formatDuration(seconds)).toBe(clock)
    expect(isoDuration(seconds)).toBe(iso)
  })

  it.each([Number.NaN, -1, -0.6, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('%s -> nothing', (seconds) => {
    expect(formatDuration(seconds)).toBe('')
    expect(isoDuration(seconds)).toBe('')
  })

  it('law: the clock reads back as the rounded seconds', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), (seconds) => {
        const parts = formatDuration(seconds).split(':').map(Number)
        const back = parts.reduce((sum, part) => sum * 60 + part, 0)
        expect(back).toBe(Math.round(seconds))
        expect(parts.slice(1).every((part) => part < 60)).toBe(true)
      }),
    )
  })
})

const IMAGE = { url: '/media/poster.jpg', alt: 'Sunset', width: 1280, height: 720, srcSet: null }

let counter = 0
function video(over: Partial<TVideo> = {}): TVideo {
  counter += 1
  return {
    _id: `v-${counter}`,
    slug: `video-${counter}`,
    title: `Video ${counter}`,
    description: null,
    category: null,
    channels: ['library'],
    poster: IMAGE,
    source: { kind: 'embed', url: `https://youtu.be/${YT}` },
    captions: null,
    durationSeconds: 90,
    date: '2026-03-04T07:00:00.000Z',
    nations: [{ code: 'vn', fullName: 'Vietnam', slug: 'vietnam' }],
    ...over,
  }
}

describe('ZVideo', () => {
  it('accepts an embed and a file with captions, and keeps only known keys', () => {
    const file = video({
      source: { kind: 'file', url: '/media/cruise.mp4', mimeType: 'video/mp4' },
      captions: { url: '/media/cruise.en.vtt', language: 'en', label: 'English' },
      channels: [...VIDEO_CHANNELS],
    })
    expect(ZVideo.parse(video())).toBeTruthy()
    expect(ZVideo.parse({ ...file, extra: 1 })).toEqual(file)
  })

  it('refuses an unknown source kind, a file without a type and an unknown channel', () => {
    expect(ZVideo.safeParse(video({ source: { kind: 'stream', url: 'x' } as never })).success).toBe(false)
    expect(ZVideo.safeParse(video({ source: { kind: 'file', url: '/a.mp4' } as never })).success).toBe(false)
    expect(ZVideo.safeParse(video({ channels: ['news' as never] })).success).toBe(false)
  })

  it('a category has a nullable description', () => {
    expect(ZVideoCategory.parse({ _id: 'c1', slug: 'cruises', name: 'Cruises', description: null }).description).toBe(
      null,
    )
  })
})

describe('searchVideos', () => {
  const cruise = { slug: 'cruises', name: 'Mekong cruises' }
  const temples = { slug: 'temples', name: 'Temples' }
  const hoiAn = video({
    title: 'Lanterns of Hội An',
    description: 'Night market by the Thu Bồn river',
    category: cruise,
  })
  const angkor = video({ title: 'Angkor at dawn', description: null, category: temples })
  const halong = video({ title: 'Ha Long Bay', description: 'Limestone islands', category: null })
  const all = [hoiAn, angkor, halong]

  it.each([
    [{}, [hoiAn, angkor, halong]],
    [{ query: '   ' }, [hoiAn, angkor, halong]],
    [{ query: 'hoi an' }, [hoiAn]],
    [{ query: 'HỘI' }, [hoiAn]],
    [{ query: 'bon river' }, [hoiAn]],
    [{ query: 'mekong' }, [hoiAn]],
    [{ query: 'lantern' }, [hoiAn]],
    [{ query: 'an' }, [hoiAn, angkor, halong]],
    [{ query: 'angkor lanterns' }, []],
    [{ category: 'temples' }, [angkor]],
    [{ category: 'temples', query: 'dawn' }, [angkor]],
    [{ category: 'temples', query: 'river' }, []],
    [{ category: 'nowhere' }, []],
    [{ category: '' }, [hoiAn, angkor, halong]],
  ])('%o', (search, expected) => {
    expect(searchVideos(all, search)).toEqual(expected)
  })

  it('law: the result is an ordered subset, and adding a word never finds more', () => {
    const word = fc.constantFrom('an', 'river', 'dawn', 'bay', 'temples', 'x')
    fc.assert(
      fc.property(fc.array(word, { maxLength: 3 }), word, (words, extra) => {
        const some = searchVideos(all, { query: words.join(' ') })
        const fewer = searchVideos(all, { query: [...words, extra].join(' ') })
        expect(some.every((found, index) => index === 0 || all.indexOf(found) > all.indexOf(some[index - 1]))).toBe(
          true,
        )
        expect(fewer.every((found) => some.includes(found))).toBe(true)
      }),
    )
  })
})
