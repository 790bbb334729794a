// The Studio's typeface comes with its own build, never from Sanity's hosts (issue #32, item 7).
//
// sanity 6.16 names two font hosts, with no setting to turn either off or point it elsewhere:
// - its interface library, @sanity/ui 5 (installed as `ui5`, whose dist/styles.css
//   sanity/lib/index.js imports), declares Inter as a variable font (weights 400-700, Latin, one
//   file per style) at https://design-system-static.sanity.io/InterVariable[-Italic]-latin-….woff2;
// - the index.html of @sanity/cli-build 6.4 (renderDocumentWorker/components/DefaultDocument.tsx)
//   declares static Inter weights 400-900 at https://studio-static.sanity.io/Inter-*.woff2.
// A machine without internet fails a DNS look-up for each face the page uses.
//
// So the variable faces get fontsource's Inter instead (@fontsource-variable/inter, OFL, the same
// Latin subset, weights 100-900), which Vite emits with the build like any file a stylesheet
// names; and index.html's static faces are left out: the Studio's theme uses weights 400-700
// (@sanity/ui's `defaultThemeFonts`), which the variable faces serve. A later Sanity that names a
// font host this does not recognise fails the build here, rather than calling out unseen.
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Plugin } from 'vite'

const require = createRequire(import.meta.url)

const INTER = {
  normal: require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
  italic: require.resolve('@fontsource-variable/inter/files/inter-latin-wght-italic.woff2'),
}

/** ui5's variable Inter faces, normal and italic. */
const VARIABLE_INTER_URL =
  /https:\/\/design-system-static\.sanity\.io\/InterVariable(-Italic)?-[\w-]*\.woff2/g

/** index.html's @font-face rules whose files are on a Sanity host. */
const HOSTED_FONT_FACE = /@font-face\s*\{[^}]*https:\/\/[\w.-]*sanity\.io\/[^}]*\}\s*/g

/** A font file on any Sanity host, left over after the rewrites. */
const ANY_SANITY_FONT = /https:\/\/[\w.-]*sanity\.io\/[^\s"')]*\.(?:woff2?|ttf|otf)/

/** A stylesheet with ui5's font URLs pointed at fontsource's files, relative to `cssFile`. */
function withLocalFontFiles(css: string, cssFile: string): string {
  return css.replace(VARIABLE_INTER_URL, (_url, italic: string | undefined) =>
    path
      .relative(path.dirname(cssFile), italic ? INTER.italic : INTER.normal)
      .split(path.sep)
      .join('/'),
  )
}

/** index.html without the font faces it loads from Sanity's hosts. */
export const withoutHostedFontFaces = (html: string) => html.replace(HOSTED_FONT_FACE, '')

/** The Sanity-hosted font file `text` still names, if any. */
export const hostedFontIn = (text: string) => ANY_SANITY_FONT.exec(text)?.[0]

export const localStudioFonts: Plugin = {
  name: 'atl:local-studio-fonts',
  // Before Vite's own CSS plugin, which resolves and emits the files a stylesheet's url() names.
  enforce: 'pre',
  transform(code, id) {
    const file = id.split('?')[0] ?? id
    if (!file.endsWith('.css') || !code.includes('design-system-static.sanity.io')) return null
    return { code: withLocalFontFiles(code, file), map: null }
  },
  // `sanity dev` serves index.html through Vite.
  transformIndexHtml: (html) => withoutHostedFontFaces(html),
  // `sanity build` writes index.html itself, as an asset, at the end of the bundle.
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || typeof file.source !== 'string') continue
        if (file.fileName === 'index.html') file.source = withoutHostedFontFaces(file.source)
        const left = hostedFontIn(file.source)
        if (left) this.error(`${file.fileName} loads a font from Sanity's hosts: ${left}`)
      }
    },
  },
}
