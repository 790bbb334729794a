import Link from 'next/link'
import type { Messages } from '@/lib/messages/catalogue'
import { textLang, localizedPath, type Locale } from '@/lib/i18n/locales'
import { SmartLink } from '../ui/smart-link'
import { MarkedText } from '../ui/marked-text'
import { LanguageSwitch } from './language-switch'
import { LogoMark } from './logo-mark'
import { MobileMenu } from './mobile-menu'
import type { NavLink } from './nav-link'

const linkStyle =
  'rounded-full px-3 py-2 text-sm font-medium text-zinc-300 transition hover:bg-white/5 hover:text-white'

// The last header link that leaves the site (Join Beta) is drawn as the header's button.
const isExternal = (link: NavLink) => /^https?:\/\//.test(link.href)

export function SiteHeader({
  productName,
  links,
  locale,
  messages,
  switchHint,
}: {
  productName: string
  links: NavLink[]
  locale: Locale
  messages: Messages['layout']
  /** What the other language's link says of itself, in that language. */
  switchHint: string
}) {
  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-night/95">
      {/* A grid, not flex's space-between: each part's place is its own column's, so a header
          painted before its last part has arrived (a slow connection) does not move when it comes. */}
      <div className="mx-auto grid h-16 max-w-6xl grid-cols-[auto_1fr] items-center gap-4 px-5 sm:px-8 lg:grid-cols-[1fr_auto_1fr]">
        <Link
          href={localizedPath(locale, '/')}
          prefetch={false}
          className="flex items-center gap-2.5 justify-self-start rounded-lg font-display text-xl font-bold text-white"
        >
          <LogoMark />
          <span>{productName}</span>
          <span className="sr-only">, {messages.home}</span>
        </Link>
        <nav aria-label={messages.mainNavigation} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link._key}>
                <SmartLink
                  href={link.href}
                  locale={locale}
                  className={
                    isExternal(link)
                      ? 'bg-brand-gradient ml-2 inline-flex rounded-full px-4 py-2 text-sm font-semibold text-white hover:brightness-110'
                      : linkStyle
                  }
                >
                  <MarkedText lang={textLang(link.labelLang, locale)}>{link.label}</MarkedText>
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2 justify-self-end">
          <LanguageSwitch hint={switchHint} className={linkStyle} />
          <MobileMenu
            links={links}
            locale={locale}
            messages={{
              openMenu: messages.openMenu,
              closeMenu: messages.closeMenu,
              mainNavigation: messages.mainNavigation,
            }}
          />
        </div>
      </div>
    </header>
  )
}
