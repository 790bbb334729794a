// The site's stylesheet trimmed to what one page uses, in the document the page is sent as (#34).
//
// Next.js puts the whole stylesheet inline in every document (experimental.inlineCss): 39 KB, 6.9
// KB after Brotli, which kept `/` and `/es` one TCP round trip from their first paint (their
// documents were 1.7 and 2.2 KB over the first window). A page's first paint needs only the rules
// that can match its own elements. So the copy a page is sent from (page-copies.ts), and a page
// rendered per request (page-compression-cache.ts), carries the stylesheet without the rest,
// marked TRIMMED_ATTRIBUTE; once the page has painted, and before any script can change it, the
// loader (scripts/next-patch/scripts-after-paint.cjs) puts the whole stylesheet back from its
// address (`data-href`, the build's own file): the next page shown without a reload, and each
// state a script gives this one, have every rule again.
//
// Why not PurgeCSS, the library made for this: its extractor splits class names at Tailwind's
// `:`, `/` and `[`, and it drops selectors without a class, so it dropped rules our pages use
// (`sm:p-6`, `hover:bg-white/5`, `:focus-visible`, `[hidden]`; measured on `/`). Here PostCSS
// reads the stylesheet and writes back exactly what it read of the rules that stay (Lightning CSS
// would print it anew: `(width>=40rem)` for `(min-width:40rem)`, without Safari's prefixes), and
// a rule goes only when no element of the page can match it: each of its selectors names a class
// or an element the page does not have. Then the custom properties nothing reads any more go.

import { createHash } from 'node:crypto'
import postcss, { type AtRule, type Container, type Root } from 'postcss'
import selectorParser, { type Node as SelectorNode } from 'postcss-selector-parser'

/** The attribute of a stylesheet trimmed to its page; the loader reads the same name. */
export const TRIMMED_ATTRIBUTE = 'data-trimmed'

/** Next.js's inline stylesheet: `<style data-precedence=… data-href="/_next/…css">…</style>`. */
const INLINE_STYLESHEET = /<style( data-precedence="[^"]*" data-href="[^"]+")>([\s\S]*?)<\/style>/g

/** What a page's elements offer a selector to match: their classes and their names. */
interface PageElements {
  classes: Set<string>
  names: Set<string>
}

/** The text of an attribute value as React escapes it. */
const unescapeAttribute = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')

function elementsOf(html: string): PageElements {
  const classes = new Set<string>()
  for (const [, value = ''] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of unescapeAttribute(value).split(/\s+/)) if (name) classes.add(name)
  }
  // Elements the browser's parser adds when the markup leaves them out.
  const names = new Set<string>(['html', 'head', 'body', 'tbody'])
  for (const [, name = ''] of html.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)/g)) {
    names.add(name.toLowerCase())
  }
  return { classes, names }
}

/** Pseudo-classes that match when one of their selectors does. */
const ANY_OF = new Set([':is', ':where', ':has', ':matches', ':-webkit-any', ':-moz-any'])

/**
 * Whether some element of the page may match the selector. Only what it requires is checked: a
 * class, an element's name, one of `:is()`'s alternatives; anything else (attributes, states,
 * `:not()`) may match.
 */
function mayMatch(selector: SelectorNode, page: PageElements): boolean {
  if (selector.type === 'class') return page.classes.has(selector.value)
  if (selector.type === 'tag') return page.names.has(selector.value.toLowerCase())
  if (selector.type === 'pseudo') {
    if (!ANY_OF.has(selector.value.toLowerCase())) return true
    return selector.nodes.some((alternative) => mayMatch(alternative, page))
  }
  if (selector.type === 'selector') return selector.nodes.every((part) => mayMatch(part, page))
  return true
}

/** Drops the rules no element of the page may match, and the selectors of a list that cannot. */
function dropUnmatched(root: Root, page: PageElements) {
  root.walkRules((rule) => {
    // Keyframes' selectors (`from`, `50%`) name moments, not elements.
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as AtRule).name)) return
    let dropped = false
    const kept = selectorParser((selectors) => {
      selectors.each((selector) => {
        if (mayMatch(selector, page)) return
        selector.remove()
        dropped = true
      })
    }).processSync(rule.selector, { updateSelector: false })
    if (!dropped) return
    if (kept.trim() === '') rule.remove()
    else rule.selector = kept
  })
}

/** The custom properties a text reads with `var()` (a name ends where its argument does). */
const readProperties = (text: string) =>
  new Set(Array.from(text.matchAll(/var\(\s*(--[^\s,)]+)/g), ([, name = '']) => name))

/**
 * Drops the custom properties nothing reads, their `@property` too, until what is left reads all
 * of them (a property may read another); true when something went.
 */
function dropUnread(root: Root, readByPage: Set<string>): boolean {
  const read = new Set([...readProperties(root.toString()), ...readByPage])
  let dropped = false
  root.walkDecls(/^--/, (declaration) => {
    if (read.has(declaration.prop)) return
    declaration.remove()
    dropped = true
  })
  root.walkAtRules('property', (property) => {
    if (read.has(property.params.trim())) return
    property.remove()
    dropped = true
  })
  return dropped
}

/** Rules and blocks left empty; `@layer` blocks stay, since they also order the layers. */
function dropEmpty(container: Container) {
  container.each((node) => {
    if (node.type !== 'rule' && node.type !== 'atrule') return
    if (node.nodes === undefined) return
    dropEmpty(node)
    if (node.nodes.length === 0 && !(node.type === 'atrule' && node.name === 'layer')) node.remove()
  })
}

function trim(css: string, page: PageElements, readByPage: Set<string>): string {
  const root = postcss.parse(css)
  dropUnmatched(root, page)
  dropEmpty(root)
  while (dropUnread(root, readByPage)) dropEmpty(root)
  return root.toString()
}

/**
 * Sheets trimmed lately, by what decides the trim: the sheet and the page's class names, element
 * names and custom properties. A page rendered per request (the campaign page) is trimmed each
 * time it is sent, 15-25 ms of PostCSS; its kinds (one per status and language) are few.
 */
const trimmedLately = new Map<string, string>()
const TRIMMED_KEPT = 32

const sorted = (names: Set<string>) => [...names].sort().join(' ')

/** The rules of `css` some element of the page may match, and the properties they read. */
export function trimStylesheet(css: string, html: string): string {
  const page = elementsOf(html)
  const readByPage = readProperties(html)
  const key = [
    createHash('sha256').update(css).digest('base64'),
    sorted(page.classes),
    sorted(page.names),
    sorted(readByPage),
  ].join('\n')
  const kept = trimmedLately.get(key)
  if (kept !== undefined) return kept
  const trimmed = trim(css, page, readByPage)
  if (trimmedLately.size >= TRIMMED_KEPT) {
    trimmedLately.delete(trimmedLately.keys().next().value ?? '')
  }
  trimmedLately.set(key, trimmed)
  return trimmed
}

/**
 * The page with each of Next.js's inline stylesheets trimmed to the page and marked so; one that
 * PostCSS cannot read is left whole.
 */
export function trimStylesheets(page: Buffer): Buffer {
  const html = page.toString('utf8')
  const others = html.replace(INLINE_STYLESHEET, '')
  let changed = false
  const trimmed = html.replace(INLINE_STYLESHEET, (whole, attributes: string, css: string) => {
    try {
      const rules = trimStylesheet(css, others)
      changed = true
      return `<style${attributes} ${TRIMMED_ATTRIBUTE}="">${rules}</style>`
    } catch {
      return whole
    }
  })
  return changed ? Buffer.from(trimmed, 'utf8') : page
}
