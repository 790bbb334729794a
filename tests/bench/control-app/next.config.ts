// The control (tests/bench/control.ts builds a copy of this folder): Next's defaults, with the
// two switches the website's own config sets that touch a page load. Untyped: importing Next's
// types here would add its globals to the repository's typecheck.
const config = {
  poweredByHeader: false,
  reactStrictMode: true,
}

export default config
