'use client'

import { useEffect, useId, useRef, useState } from 'react'
import type { Messages } from '@/lib/messages/catalogue'
import { textLang, type Locale } from '@/lib/i18n/locales'
import { MarkedText } from '../ui/marked-text'
import { SmartLink } from '../ui/smart-link'
import type { NavLink } from './nav-link'

/** The phone navigation: a button that opens and closes the same links as the desktop header. */
export function MobileMenu({
  links,
  locale,
  messages,
}: {
  links: NavLink[]
  locale: Locale
  messages: Pick<Messages['layout'], 'openMenu' | 'closeMenu' | 'mainNavigation'>
}) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    panelRef.current?.querySelector<HTMLElement>('a')?.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])

  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-11 items-center justify-center rounded-full border border-white/15 text-white"
      >
        <span className="sr-only">{open ? messages.closeMenu : messages.openMenu}</span>
        <svg
          viewBox="0 0 24 24"
          className="size-5"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-16 border-b border-white/10 bg-night"
      >
        <nav aria-label={messages.mainNavigation}>
          <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-5 py-4">
            {links.map((link) => (
              <li key={link._key}>
                <SmartLink
                  href={link.href}
                  locale={locale}
                  onClick={() => setOpen(false)}
                  className="block rounded-xl px-4 py-3 text-base font-medium text-zinc-200 hover:bg-white/5"
                >
                  <MarkedText lang={textLang(link.labelLang, locale)}>{link.label}</MarkedText>
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  )
}
