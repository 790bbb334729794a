// The wizard's step indicator on a phone (390 px wide): five columns, each step's name under its
// number. A word wider than its column spills over the next one; Spanish's full names
// ("Configuración de la campaña") ran into their neighbours, so the indicator shows short
// names, and screen readers still hear each step's full name. The site draws text in the
// phone's own typeface (San Francisco, Roboto); widths are measured with Inter, about as wide as
// San Francisco and wider than Roboto, with room to spare (semibold, the current step's, the
// widest), laid out as the component's classes lay it out.
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { Blob, Buffer as ShapingBuffer, Face, Font, shape } from 'harfbuzzjs'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import subsetFont from 'subset-font'
import { describe, expect, it } from 'vitest'
import { StepIndicator } from '@/components/create-ad/step-indicator'
import { WizardTextProvider } from '@/components/create-ad/wizard-text'
import { WIZARD_STEPS } from '@/lib/ad-request/steps'
import { LOCALES, type Locale } from '@/lib/i18n/locales'
import { messagesFor } from '@/lib/messages/catalogue'

const require = createRequire(import.meta.url)
const VIEWPORT = 390
const PAGE_PADDING = 16 // px-4 on each side of the wizard
const GAP = 4 // gap-1 between two steps
const COLUMN = (VIEWPORT - 2 * PAGE_PADDING - (WIZARD_STEPS.length - 1) * GAP) / WIZARD_STEPS.length
const FONT_SIZE = 12 // text-xs below the sm breakpoint
/** Less room than this between two names reads as one. */
const MIN_ROOM = 2

const shortNames = (locale: Locale) =>
  WIZARD_STEPS.map((step) => messagesFor(locale).wizard.shortSteps[step.id])

const inter = await subsetFont(
  // The Studio's Inter (studio/local-fonts.ts), Latin, variable weight.
  await readFile(require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2')),
  LOCALES.flatMap(shortNames).join(' '),
  { targetFormat: 'truetype', variationAxes: { wght: 600 } },
)
const face = new Face(new Blob(inter), 0)
const font = new Font(face)

function width(text: string): number {
  const buffer = new ShapingBuffer()
  buffer.addText(text)
  buffer.guessSegmentProperties()
  shape(font, buffer)
  const advance = buffer.getGlyphPositions().reduce((sum, glyph) => sum + glyph.xAdvance, 0)
  return (advance / face.upem) * FONT_SIZE
}

/** The widest line of a name in its column, broken at spaces as a browser breaks it. */
function widestLine(name: string): number {
  const lines: string[] = []
  for (const word of name.split(' ')) {
    const joined = `${lines.at(-1)} ${word}`
    if (lines.length > 0 && width(joined) <= COLUMN) lines[lines.length - 1] = joined
    else lines.push(word)
  }
  return Math.max(...lines.map(width))
}

const indicator = (locale: Locale) =>
  renderToStaticMarkup(
    createElement(WizardTextProvider, {
      locale,
      messages: messagesFor(locale),
      children: createElement(StepIndicator, { current: 4 }),
    }),
  )

/** Each step's name as seen (aria-hidden kept, sr-only dropped) and as heard (the reverse). */
function stepTexts(markup: string) {
  // The name's element, after the step's number in its circle.
  const steps = [...markup.matchAll(/<li\b[^>]*>.*?(<span class="text-xs.*?)<\/li>/g)].map(
    ([, name = '']) => name,
  )
  const text = (html: string) => html.replace(/<[^>]+>/g, '')
  return {
    seen: steps.map((step) => text(step.replace(/<span class="sr-only">.*?<\/span>/g, ''))),
    heard: steps.map((step) => text(step.replace(/<span aria-hidden="true">.*?<\/span>/g, ''))),
  }
}

describe('the step indicator at 390 px', () => {
  it.each(LOCALES)('in %s, leaves room between every two step names', (locale) => {
    const names = shortNames(locale)
    for (const [i, name] of names.slice(1).entries()) {
      const left = names[i] ?? ''
      const room = GAP + (COLUMN - widestLine(left)) / 2 + (COLUMN - widestLine(name)) / 2
      expect(room, `between "${left}" and "${name}"`).toBeGreaterThanOrEqual(MIN_ROOM)
    }
  })

  it('in English, shows the full names, as before', () => {
    const { seen, heard } = stepTexts(indicator('en'))
    expect(seen).toEqual([
      'Business Info',
      'Ad Type',
      'Ad Content',
      'Campaign Settings',
      'Confirmation',
    ])
    expect(heard).toEqual([
      'Step 1, completed: Business Info',
      'Step 2, completed: Ad Type',
      'Step 3, completed: Ad Content',
      'Step 4: Campaign Settings',
      'Step 5: Confirmation',
    ])
  })

  it('in Spanish, shows the short names and says the full ones', () => {
    const { seen, heard } = stepTexts(indicator('es'))
    expect(seen).toEqual(shortNames('es'))
    expect(heard).toEqual([
      'Paso 1, completado: Datos del negocio',
      'Paso 2, completado: Tipo de anuncio',
      'Paso 3, completado: Contenido del anuncio',
      'Paso 4: Configuración de la campaña',
      'Paso 5: Confirmación',
    ])
  })
})
