// The frame of every page: skip link, header, footer, language switcher, 404 and error pages.
export const layout = {
  skipToContent: 'Skip to content',
  home: 'home',
  mainNavigation: 'Main',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  languageSwitcher: 'Language',
  /** Said of the other language's link, in that language. */
  switchTo: 'Read this page in English',
} as const
