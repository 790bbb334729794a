/** The app's mark (the same drawing as the media kit's logo file), decorative next to the name. */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 128 128" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient
          id="logo-mark-gradient"
          x1="0"
          y1="0"
          x2="128"
          y2="128"
          gradientUnits="userSpaceOnUse"
        >
          <stop offset="0" stopColor="#7C3AED" />
          <stop offset="1" stopColor="#2563EB" />
        </linearGradient>
      </defs>
      <rect x="4" y="4" width="120" height="120" rx="32" fill="url(#logo-mark-gradient)" />
      <g fill="none" stroke="#fff" strokeLinecap="round" strokeLinejoin="round">
        <path d="M38 42 L64 92 L90 42" strokeWidth="13" />
        <path d="M94 28 a10 10 0 0 1 10 10" strokeWidth="5" opacity="0.85" />
        <path d="M96 16 a22 22 0 0 1 20 20" strokeWidth="5" opacity="0.55" />
      </g>
    </svg>
  )
}
