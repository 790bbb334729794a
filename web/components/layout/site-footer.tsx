import { SmartLink } from '../ui/smart-link'
import { LogoMark } from './logo-mark'
import type { NavLink } from './nav-link'

interface FooterColumn {
  _key: string
  title: string
  links: NavLink[]
}

export function SiteFooter({
  productName,
  tagline,
  companyName,
  companyLocation,
  columns,
}: {
  productName: string
  tagline: string
  companyName: string
  companyLocation: string
  columns: FooterColumn[]
}) {
  return (
    <footer className="border-t border-white/10 bg-night-raised">
      <div className="mx-auto grid max-w-6xl gap-10 px-5 py-14 sm:px-8 lg:grid-cols-[1.2fr_2fr]">
        <div>
          <p className="flex items-center gap-2.5 font-display text-xl font-bold text-white">
            <LogoMark />
            {productName}
          </p>
          <p className="mt-3 max-w-xs text-sm text-zinc-400">{tagline}</p>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {columns.map((column) => (
            <nav key={column._key} aria-label={column.title}>
              <h2 className="text-sm font-semibold text-white">{column.title}</h2>
              <ul className="mt-3 space-y-2 text-sm">
                {column.links.map((link) => (
                  <li key={link._key}>
                    <SmartLink href={link.href} className="text-zinc-300 hover:text-white">
                      {link.label}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-5 py-6 text-xs text-zinc-400 sm:px-8">
          © {new Date().getFullYear()} {companyName} · {companyLocation}
        </p>
      </div>
    </footer>
  )
}
