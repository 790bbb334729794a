import { textLang, type Locale } from '@/lib/i18n/locales'
import { fill } from '@/lib/i18n/message-format'
import type { Messages } from '@/lib/messages/catalogue'

interface BrandColor {
  _key: string
  name: string
  nameLang: string
  hex: string
  usage: string | null
  usageLang: string
}

/** The brand colours as swatches, with the purple-to-blue gradient they form. */
export function BrandColors({
  colors,
  locale,
  words,
}: {
  colors: BrandColor[]
  locale: Locale
  words: Messages['pageWords']
}) {
  const gradient = colors.filter((color) => color.hex.toLowerCase() !== '#ffffff')
  return (
    <div>
      {gradient.length > 1 ? (
        <div
          className="h-24 rounded-2xl border border-white/10"
          style={{
            backgroundImage: `linear-gradient(90deg, ${gradient.map((c) => c.hex).join(', ')})`,
          }}
          role="img"
          aria-label={fill(words.brandGradient, {
            colors: gradient.map((c) => c.name).join(words.gradientJoin),
          })}
        />
      ) : null}
      <ul className="mt-5 grid gap-4 sm:grid-cols-3">
        {colors.map((color) => (
          <li
            key={color._key}
            className="flex items-center gap-4 rounded-2xl border border-white/10 bg-white/5 p-4"
          >
            <span
              className="size-12 shrink-0 rounded-xl border border-white/20"
              style={{ backgroundColor: color.hex }}
              aria-hidden="true"
            />
            <span>
              <span
                className="block font-semibold text-white"
                lang={textLang(color.nameLang, locale)}
              >
                {color.name}
              </span>
              <span className="block font-mono text-sm text-zinc-300">
                {color.hex.toUpperCase()}
              </span>
              {color.usage ? (
                <span
                  className="block text-xs text-zinc-400"
                  lang={textLang(color.usageLang, locale)}
                >
                  {color.usage}
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
