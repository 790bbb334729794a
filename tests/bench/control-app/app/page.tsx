// Untyped: importing Next's types here would add its globals to the repository's typecheck.
export const metadata = {
  title: 'Control',
  description: 'A bare App Router page: the floor the runtime allows.',
}

export default function Page() {
  return (
    <main>
      <h1>A bare Next.js page</h1>
      <p>
        A heading, a paragraph and a link, built and served by the same Next.js as the website, so
        the bench can measure the website beside what the framework alone costs.
      </p>
      <a href="https://nextjs.org/docs">Next.js documentation</a>
    </main>
  )
}
