export default function HomePage() {
  return <main />
}
