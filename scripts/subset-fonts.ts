// `npm run fonts`: writes the website's two font files from @fontsource-variable (see
// scripts/lib/web-fonts.ts). The output is committed, so builds never depend on this step; run it
// after changing the weights the site uses or upgrading the fontsource packages.
import { readFile, writeFile } from 'node:fs/promises'
import { relative } from 'node:path'
import subsetFont from 'subset-font'
import { LATIN_CHARACTERS, WEB_FONTS } from './lib/web-fonts.ts'

for (const font of WEB_FONTS) {
  const source = await readFile(font.source)
  const subset = await subsetFont(source, LATIN_CHARACTERS, {
    targetFormat: 'woff2',
    variationAxes: { wght: font.weights },
  })
  await writeFile(font.target, subset)
  console.log(
    `${relative(process.cwd(), font.target)}: ${source.length} → ${subset.length} bytes ` +
      `(wght ${font.weights.min}–${font.weights.max})`,
  )
}
