import { textLang, type Locale } from '@/lib/i18n/locales'
import { MarkedText } from '../ui/marked-text'
import { SmartLink } from '../ui/smart-link'
import { LanguageSwitch } from './language-switch'
import { LogoMark } from './logo-mark'
import type { NavLink } from './nav-link'

interface FooterColumn {
  _key: string
  title: string
  titleLang: string
  links: NavLink[]
}

export function SiteFooter({
  productName,
  tagline,
  taglineLang,
  companyName,
  companyLocation,
  columns,
  locale,
  switchHint,
}: {
  productName: string
  tagline: string
  taglineLang: string
  companyName: string
  companyLocation: string
  columns: FooterColumn[]
  locale: Locale
  /** What the other language's link says of itself, in that language. */
  switchHint: string
}) {
  return (
    <footer className="border-t border-white/10 bg-night-raised">
      <div className="mx-auto grid max-w-6xl gap-10 px-5 py-14 sm:px-8 lg:grid-cols-[1.2fr_2fr]">
        <div>
          <p className="flex items-center gap-2.5 font-display text-xl font-bold text-white">
            <LogoMark />
            {productName}
          </p>
          <p className="mt-3 max-w-xs text-sm text-zinc-400" lang={textLang(taglineLang, locale)}>
            {tagline}
          </p>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {columns.map((column) => (
            <nav key={column._key} aria-label={column.title}>
              <h2
                className="text-sm font-semibold text-white"
                lang={textLang(column.titleLang, locale)}
              >
                {column.title}
              </h2>
              <ul className="mt-3 space-y-2 text-sm">
                {column.links.map((link) => (
                  <li key={link._key}>
                    <SmartLink
                      href={link.href}
                      locale={locale}
                      className="text-zinc-300 hover:text-white"
                    >
                      <MarkedText lang={textLang(link.labelLang, locale)}>{link.label}</MarkedText>
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-5 py-6 text-xs text-zinc-400 sm:px-8">
          <p>
            © {new Date().getFullYear()} {companyName} · {companyLocation}
          </p>
          <LanguageSwitch
            hint={switchHint}
            className="rounded-full px-3 py-2 text-sm font-medium text-zinc-300 hover:text-white"
          />
        </div>
      </div>
    </footer>
  )
}
