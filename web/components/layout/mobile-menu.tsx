'use client'

import { useEffect, useId, useRef, useState, type ToggleEvent } from 'react'
import type { Messages } from '@/lib/messages/catalogue'
import { textLang, type Locale } from '@/lib/i18n/locales'
import { MarkedText } from '../ui/marked-text'
import { SmartLink } from '../ui/smart-link'
import type { NavLink } from './nav-link'

/**
 * The phone navigation: a button that opens and closes the same links as the desktop header.
 * A native popover, so the button works as soon as it is painted: before the page's scripts
 * (which load after the first paint) have run, and without them. The browser closes it on
 * Escape or a tap outside; the scripts add the button's changing name and the focus moves.
 */
export function MobileMenu({
  links,
  locale,
  messages,
}: {
  links: NavLink[]
  locale: Locale
  messages: Pick<Messages['layout'], 'openMenu' | 'closeMenu' | 'mainNavigation'>
}) {
  // Null until the scripts have looked: the browser then says itself whether the menu is open.
  const [open, setOpen] = useState<boolean | null>(null)
  const panelId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)

  // A visitor may have opened it before hydration: start from what the page shows.
  useEffect(() => {
    setOpen(panelRef.current?.matches(':popover-open') ?? false)
  }, [])

  const onToggle = (event: ToggleEvent<HTMLDivElement>) => {
    const opened = event.newState === 'open'
    setOpen(opened)
    if (opened) {
      event.currentTarget.querySelector<HTMLElement>('a')?.focus()
    } else if (event.currentTarget.contains(document.activeElement)) {
      // Closed with Escape: back to the button, not to the top of the page.
      buttonRef.current?.focus()
    }
  }

  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        popoverTarget={panelId}
        aria-expanded={open ?? undefined}
        aria-controls={panelId}
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
        popover="auto"
        onToggle={onToggle}
        // A popover is drawn above the page where the browser puts it: here, under the sticky
        // header, across the screen.
        className="inset-x-0 top-16 bottom-auto m-0 w-full max-w-none border-x-0 border-t-0 border-b border-white/10 bg-night p-0 text-inherit"
      >
        <nav aria-label={messages.mainNavigation}>
          <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-5 py-4">
            {links.map((link) => (
              <li key={link._key}>
                <SmartLink
                  href={link.href}
                  locale={locale}
                  onClick={() => panelRef.current?.hidePopover()}
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
