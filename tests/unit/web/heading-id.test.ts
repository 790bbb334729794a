import { describe, expect, it } from 'vitest'
import { headingId } from '@/components/content/heading-id'

// The "On this page" links of a legal page jump to its sections by these anchors.
describe('section anchors', () => {
  it('keep English headings as they have always been linked', () => {
    expect(headingId("6. Children's Privacy")).toBe('6-childrens-privacy')
  })

  it('keep the letters of Spanish headings, without their accents', () => {
    expect(headingId('Información que recopilamos')).toBe('informacion-que-recopilamos')
    expect(headingId('¿Cómo usamos su información?')).toBe('como-usamos-su-informacion')
    expect(headingId('Niños y señales')).toBe('ninos-y-senales')
  })
})
