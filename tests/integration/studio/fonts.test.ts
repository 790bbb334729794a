// The Studio's typeface comes with its build (studio/local-fonts.ts): built by Vite as
// `sanity build` builds it, the stylesheet of Sanity's interface library names no font host and
// its Inter files are emitted beside it; index.html keeps no face on Sanity's hosts.
import path from 'node:path'
import { build, type Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'
import {
  hostedFontIn,
  localStudioFonts,
  withoutHostedFontFaces,
} from '../../../studio/local-fonts.ts'

const ROOT = path.resolve(import.meta.dirname, '../../..')

/** Assets of a Vite build, as `sanity build` makes it, of an entry importing `imports`. */
async function buildWith(imports: string, modules: Record<string, string> = {}) {
  const output = (await build({
    root: ROOT,
    configFile: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'entry',
        resolveId: (id) => (id === 'virtual:entry' || id in modules ? `\0${id}` : null),
        load: (id) => (id === '\0virtual:entry' ? imports : modules[id.slice(1)]),
      },
      localStudioFonts,
    ],
    build: { write: false, rollupOptions: { input: 'virtual:entry' }, assetsDir: 'static' },
  })) as Rolldown.RolldownOutput
  return output.output.filter((file) => file.type === 'asset')
}

describe("the Studio's fonts", () => {
  it('the interface stylesheet loads Inter from files of the build, none from Sanity', async () => {
    // Sanity's interface stylesheet, as sanity/lib/index.js imports it.
    const assets = await buildWith("import 'ui5/styles.css'")
    const css = assets.find((file) => file.fileName.endsWith('.css'))
    const text = String(css?.source ?? '')
    expect(text).toContain('font-family:Inter')
    expect(hostedFontIn(text)).toBeUndefined()
    const fonts = [...text.matchAll(/url\(([^)]+\.woff2)\)/g)].map((m) => path.basename(m[1] ?? ''))
    expect(fonts).toEqual([
      expect.stringMatching(/^inter-latin-wght-normal-[\w-]+\.woff2$/),
      expect.stringMatching(/^inter-latin-wght-normal-[\w-]+\.woff2$/),
      expect.stringMatching(/^inter-latin-wght-italic-[\w-]+\.woff2$/),
      expect.stringMatching(/^inter-latin-wght-italic-[\w-]+\.woff2$/),
    ])
    for (const font of new Set(fonts)) {
      expect(assets.map((file) => path.basename(file.fileName))).toContain(font)
    }
  }, 60_000)

  it('a font on a Sanity host it does not know stops the build, naming it', async () => {
    const css = '@font-face{font-family:X;src:url(https://design-system-static.sanity.io/X.woff2)}'
    await expect(buildWith("import 'new-font.css'", { 'new-font.css': css })).rejects.toThrow(
      /loads a font from Sanity's hosts: https:\/\/design-system-static\.sanity\.io\/X\.woff2/,
    )
  }, 60_000)

  it("index.html keeps its other styles and no face on Sanity's hosts", () => {
    // The faces of @sanity/cli-build's index.html (DefaultDocument), two of its twelve.
    const html = `<style>
  @font-face {
    font-family: Inter;
    font-style: normal;
    font-weight: 400;
    font-display: swap;
    src: url("https://studio-static.sanity.io/Inter-Regular.woff2") format("woff2");
  }
  @font-face {
    font-family: Inter;
    font-style: italic;
    font-weight: 900;
    font-display: swap;
    src: url("https://studio-static.sanity.io/Inter-BlackItalic.woff2") format("woff2");
  }
  html { background-color: #fff; }
</style>`
    const local = withoutHostedFontFaces(html)
    expect(hostedFontIn(html)).toBe('https://studio-static.sanity.io/Inter-Regular.woff2')
    expect(hostedFontIn(local)).toBeUndefined()
    expect(local).toBe('<style>\n  html { background-color: #fff; }\n</style>')
  })
})
