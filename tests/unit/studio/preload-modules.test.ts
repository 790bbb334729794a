import { describe, expect, it } from 'vitest'
import { modulesToPreload, withModulePreloads } from '../../../studio/preload-modules.ts'

const chunk = (fileName: string, imports: string[] = [], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  isEntry,
})

describe("the modules the Studio's index.html preloads", () => {
  const bundle = [
    chunk('static/sanity-aaaa.js', ['static/react-bbbb.js'], true),
    chunk('static/react-bbbb.js', ['static/jsx-runtime-cccc.js']),
    chunk('static/jsx-runtime-cccc.js'),
    chunk('static/inputResolver-Dtjg_zJL-dddd.js', ['static/form-eeee.js']),
    chunk('static/form-eeee.js'),
    chunk('static/SanityVision-ffff.js', ['static/codemirror-gggg.js']),
    chunk('static/codemirror-gggg.js'),
  ]

  it('are what the entry imports, at any depth, and the on-demand chunks a document needs', () => {
    expect(modulesToPreload(bundle)).toEqual([
      'static/form-eeee.js',
      'static/inputResolver-Dtjg_zJL-dddd.js',
      'static/jsx-runtime-cccc.js',
      'static/react-bbbb.js',
    ])
  })

  it('go before the module script, which the page already asks for', () => {
    const html =
      '<head><link rel="stylesheet" href="/a.css"/><script src="/static/sanity-aaaa.js" type="module"></script></head>'
    expect(withModulePreloads(html, ['static/react-bbbb.js'])).toBe(
      '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/static/react-bbbb.js"/><script src="/static/sanity-aaaa.js" type="module"></script></head>',
    )
  })
})
