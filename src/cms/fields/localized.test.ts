import type { Field, GlobalConfig } from 'payload'
import { describe, expect, it } from 'vitest'
import {
  ENGLISH_BESIDE,
  localizeTexts,
  translatable,
  withEnglishBeside,
  withEnglishBesideEverywhere,
} from './localized'

/** The paths of the fields that show their English beside them. */
function beside(fields: readonly Field[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    const name = 'name' in field && field.name ? `${prefix}${field.name}` : prefix.replace(/\.$/, '')
    const own =
      'admin' in field &&
      (field.admin?.components as { afterInput?: unknown[] } | undefined)?.afterInput?.includes(ENGLISH_BESIDE)
        ? [name]
        : []
    const next = 'name' in field && field.name ? `${name}.` : prefix
    const inner = [
      ...('fields' in field ? beside(field.fields, next) : []),
      ...('tabs' in field ? field.tabs.flatMap((tab) => beside(tab.fields, next)) : []),
      ...('blocks' in field
        ? (field.blocks ?? []).flatMap((block) => beside(block.fields, `${next}${block.slug}.`))
        : []),
    ]
    return [...own, ...inner]
  })
}

describe('English beside every localized text (ADR 046)', () => {
  it('localizeTexts and translatable attach it to the texts they localize, and only to those', () => {
    const fields = localizeTexts([
      { name: 'title', type: 'text' },
      { name: 'slug', type: 'text' },
      { name: 'summary', type: 'textarea' },
      { name: 'body', type: 'richText' },
      {
        name: 'items',
        type: 'array',
        fields: [
          { name: 'label', type: 'text' },
          { name: 'url', type: 'text' },
        ],
      },
      { name: 'sort', type: 'number' },
    ])
    expect(beside(fields)).toEqual(['title', 'summary', 'body', 'items.label'])
    expect(beside([translatable({ name: 'copy', type: 'text' }, { requiredInEnglish: true })])).toEqual(['copy'])
  })

  it('keeps the components a field already has, and is attached once however often applied', () => {
    const field = withEnglishBeside(
      withEnglishBeside({ name: 'x', type: 'text', admin: { components: { afterInput: ['/a#A'] } } }),
    )
    expect(field.admin?.components?.afterInput).toEqual(['/a#A', ENGLISH_BESIDE])
  })

  it('the whole-config pass reaches texts localized by hand, in tabs, blocks and localized groups', () => {
    const [global] = withEnglishBesideEverywhere<GlobalConfig>([
      {
        slug: 'g',
        fields: [
          { name: 'subject', type: 'text', localized: true },
          { name: 'code', type: 'text' },
          { type: 'tabs', tabs: [{ label: 'T', fields: [{ name: 'note', type: 'textarea', localized: true }] }] },
          {
            name: 'layout',
            type: 'blocks',
            blocks: [{ slug: 'quote', fields: [{ name: 'quote', type: 'textarea', localized: true }] }],
          },
          { name: 'seo', type: 'group', localized: true, fields: [{ name: 'keywords', type: 'text' }] },
        ],
      },
    ])
    expect(beside(global.fields)).toEqual(['subject', 'note', 'layout.quote.quote', 'seo.keywords'])
  })
})
