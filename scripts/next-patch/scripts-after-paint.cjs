'use strict'
// Installed as next/dist/server/app-render/scripts-after-paint.js by scripts/patch-next.ts, which
// also makes React's HTML renderer inside Next.js's app-page runtimes call it (issue #34).
//
// Next.js puts every script of a page in the document as `<script src async>`: the root chunks
// and the page's client chunks in <head>, the bootstrap chunk at the end of the shell, with a
// low-priority preload. On a phone the browser then downloads, compiles and runs them while it
// still parses and lays out the page, and the first paint waits for the cores they take (measured
// on /advertise, the same HTML served both ways: 472-552 ms as sent, 360 ms with the scripts
// loaded once the paint was recorded). Lighthouse's simulated phone also counts every script that
// arrived before the paint as something the paint waited for.
//
// So React writes each such script with its address in `data-after-paint` instead of `src` (an
// empty inline script, which runs nothing and fetches nothing), and without the bootstrap preload;
// the loader below, inline at the end of the shell, gives each its `src` back once the browser has
// painted. React hydrates after that as it did before, only later by the paint's wait: the
// scripts are the same, in the same places, and the browser's load event still waits for them
// (they are added before it unless the page painted after everything else had loaded).

/** The attribute that holds a deferred script's address. */
const ATTRIBUTE = 'data-after-paint'
/**
 * The attribute of the placeholder for React's payload, in a page the server sent without it
 * (web/lib/server/page-payload.ts writes the same name): the payload's address.
 */
const PAYLOAD_ATTRIBUTE = 'data-payload'
/**
 * The attribute of an inline stylesheet the server trimmed to the page's own rules
 * (web/lib/server/page-stylesheet.ts writes the same name); its `data-href` is the whole one.
 */
const TRIMMED_ATTRIBUTE = 'data-trimmed'
/** How React's renderer opens the bootstrap chunk's tag, its address next. */
const BOOTSTRAP_TAG_OPEN = `<script ${ATTRIBUTE}="`

/**
 * A script element's props as React's renderer writes them: an asynchronous classic script with
 * an address keeps it in `data-after-paint` instead; any other script is written as it was.
 */
function scriptPropsAfterPaint(props) {
  if (props.async !== true || typeof props.src !== 'string' || props.type != null) return props
  const { src, ...rest } = props
  return { [ATTRIBUTE]: src, ...rest }
}

// The loader, run by the browser (ES2019, no dependency: every browser Next.js 16 supports). It
// starts the scripts once the first contentful paint is recorded (a first paint of the background
// alone may come before it), one task later so that the paint's own frame is done; at once when no
// paint will come soon (a hidden tab, a browser without paint timing); in any case after
// MAX_WAIT_MS. Placeholders that stream in later (a Suspense boundary's scripts, written before
// the boundary's content) start as they arrive, until the document is parsed.
//
// A page sent without React's payload has a placeholder for it first in <head>: the payload runs
// before any script does (Next.js's client reads it once, when the first chunk runs), while the
// scripts download beside it. A page sent with its stylesheet trimmed to its own rules gets the
// whole stylesheet back before any script runs too: a script may give an element a class this
// page did not have, and React keeps the same stylesheet for the next page it shows. Every loader
// of the page waits for the same parts, which their elements keep. Should one be gone (the page
// changed since it was sent), the page is loaded again, once. Written as a function so that lint
// and the tests read real code; the document gets its source text.
/* global document, location, MutationObserver -- the browser's, where this function runs */
function loadScriptsAfterPaint(attribute, payloadAttribute, trimmedAttribute, maxWaitMs) {
  var started = false
  function reloadOnce(key) {
    try {
      if (sessionStorage.getItem(key) !== null) return
      sessionStorage.setItem(key, '1')
    } catch {
      return
    }
    location.reload()
  }
  function forget(key) {
    try {
      sessionStorage.removeItem(key)
    } catch {
      // Storage refused (a sandboxed frame): nothing was kept either.
    }
  }
  function preload(placeholder) {
    var link = document.createElement('link')
    link.rel = 'preload'
    link.as = 'script'
    link.href = placeholder.getAttribute(attribute)
    document.head.appendChild(link)
  }
  // Resolves once the payload has run; a payload that cannot be had never resolves (nothing can
  // hydrate without it) and the page is loaded again, once.
  function payloadRun(placeholder) {
    if (!placeholder.ran) {
      placeholder.ran = new Promise(function (resolve) {
        var key = 'payload reload ' + location.pathname
        var script = document.createElement('script')
        script.onload = function () {
          forget(key)
          resolve()
        }
        script.onerror = function () {
          reloadOnce(key)
        }
        script.src = placeholder.getAttribute(payloadAttribute)
        placeholder.after(script)
      })
    }
    return placeholder.ran
  }
  // Resolves once the stylesheet is whole again. Its address gone (a newer build since the page
  // was sent): the page is loaded again, once, and after that runs with the trimmed one, as it
  // does when the network is gone (loading the page again would show the browser's offline page).
  function stylesheetWhole(style) {
    if (!style.whole) {
      var key = 'stylesheet reload ' + location.pathname
      style.whole = fetch(style.getAttribute('data-href'))
        .then(function (response) {
          if (!response.ok) return reloadOnce(key)
          return response.text().then(function (css) {
            style.textContent = css
            style.removeAttribute(trimmedAttribute)
            forget(key)
          })
        })
        .catch(function () {
          // Offline: this page as painted has its rules; the next one shown comes with a load.
        })
    }
    return style.whole
  }
  function afterPageParts(then) {
    var parts = Array.prototype.map.call(
      document.querySelectorAll('style[' + trimmedAttribute + '][data-href]'),
      stylesheetWhole,
    )
    var placeholder = document.querySelector('script[' + payloadAttribute + ']')
    if (placeholder !== null) parts.push(payloadRun(placeholder))
    if (parts.length === 0) return then()
    document.querySelectorAll('script[' + attribute + ']').forEach(preload)
    Promise.all(parts).then(then)
  }
  function load(placeholder) {
    // Loaded already: a placeholder the observer reports may have been replaced since, when the
    // document was parsed.
    if (!placeholder.isConnected) return
    var script = document.createElement('script')
    for (var i = 0; i < placeholder.attributes.length; i++) {
      var name = placeholder.attributes[i].name
      if (name !== attribute && name !== 'nonce') {
        script.setAttribute(name, placeholder.attributes[i].value)
      }
    }
    if (placeholder.nonce) script.nonce = placeholder.nonce
    script.async = true
    script.src = placeholder.getAttribute(attribute)
    placeholder.replaceWith(script)
  }
  function start() {
    if (started) return
    started = true
    afterPageParts(loadScripts)
  }
  function loadScripts() {
    document.querySelectorAll('script[' + attribute + ']').forEach(load)
    if (document.readyState !== 'loading') return
    var streaming = new MutationObserver(function (records) {
      records.forEach(function (record) {
        record.addedNodes.forEach(function (node) {
          if (node.nodeName === 'SCRIPT' && node.hasAttribute(attribute)) load(node)
        })
      })
    })
    streaming.observe(document.documentElement, { childList: true, subtree: true })
    document.addEventListener('DOMContentLoaded', function () {
      streaming.disconnect()
      document.querySelectorAll('script[' + attribute + ']').forEach(load)
    })
  }
  var observer = typeof PerformanceObserver === 'function' ? PerformanceObserver : undefined
  var paintTiming =
    observer !== undefined &&
    (observer.supportedEntryTypes || []).indexOf('paint') !== -1 &&
    document.visibilityState === 'visible'
  if (!paintTiming) return start()
  new observer(function (list, self) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return
    self.disconnect()
    setTimeout(start, 0)
  }).observe({ type: 'paint', buffered: true })
  setTimeout(start, maxWaitMs)
}

/** The longest a page waits for its first paint before it loads its scripts anyway. */
const MAX_WAIT_MS = 2000

/**
 * The loader as the browser gets it: minified, since every document carries it (its readable text
 * was 1.3 KB of `/es` after Brotli, which kept that page from fitting TCP's first window; 0.87 KB
 * minified). Minified by Terser as Next.js ships it compiled, of the release the patch pins
 * (scripts/lib/next-patch.ts), once per process; should that fail, the readable text goes.
 */
function minified(source) {
  try {
    const { minify_sync: minifySync } = require('next/dist/compiled/terser/bundle.min.js')
    const { code } = minifySync(source, {
      ecma: 2019,
      compress: { passes: 2 },
      format: { comments: false },
    })
    if (typeof code === 'string' && code !== '') return code
  } catch (error) {
    console.warn('scripts-after-paint: the loader goes unminified:', error)
  }
  return source
}

const LOADER = minified(
  `(${loadScriptsAfterPaint.toString()})(${[ATTRIBUTE, PAYLOAD_ATTRIBUTE, TRIMMED_ATTRIBUTE].map((name) => JSON.stringify(name)).join(',')},${MAX_WAIT_MS})`,
)

/**
 * React's `bootstrapScriptContent` with the loader after whatever Next.js put there, in the render
 * that has bootstrap scripts (the page's own; not the HTML Next.js inserts into <head>).
 */
function withScriptLoader(content, bootstrapScripts) {
  if (bootstrapScripts == null || bootstrapScripts.length === 0) return content
  return content == null || content === '' ? LOADER : `${content};${LOADER}`
}

module.exports = {
  ATTRIBUTE,
  BOOTSTRAP_TAG_OPEN,
  PAYLOAD_ATTRIBUTE,
  TRIMMED_ATTRIBUTE,
  MAX_WAIT_MS,
  loadScriptsAfterPaint,
  scriptPropsAfterPaint,
  withScriptLoader,
}
