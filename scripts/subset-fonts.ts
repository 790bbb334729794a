// `npm run fonts`: writes the website's font files, basic and extended, from @fontsource-variable (see
// scripts/lib/web-fonts.ts). The output is committed, so builds never depend on this step; run it
// after changing the weights the site uses or upgrading the fontsource packages.
import { readFile, writeFile } from 'node:fs/promises'
import { relative } from 'node:path'
import subsetFont from 'subset-font'
import { BASIC_CHARACTERS, EXTENDED_CHARACTERS, WEB_FONTS } from './lib/web-fonts.ts'

for (const font of WEB_FONTS) {
  const source = await readFile(font.source)
  for (const [target, characters] of [
    [font.target, BASIC_CHARACTERS],
    [font.extendedTarget, EXTENDED_CHARACTERS],
  ] as const) {
    const subset = await subsetFont(source, characters, {
      targetFormat: 'woff2',
      variationAxes: { wght: font.weights },
    })
    await writeFile(target, subset)
    console.log(
      `${relative(process.cwd(), target)}: ${source.length} → ${subset.length} bytes ` +
        `(wght ${font.weights.min}–${font.weights.max})`,
    )
  }
}
