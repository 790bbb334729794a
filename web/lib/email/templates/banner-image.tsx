import { Img, Link, Section, Text } from '@react-email/components'
import { fill } from '../../i18n/message-format'
import { styles } from './theme'

/** The banner an email shows: the image part it carries, and where the site serves it. */
export interface EmailBanner {
  /** Content-ID of the image attached to the same message. */
  cid: string
  alt: string
  /** The picture on the website, for clients that hide attached images. */
  href: string
  width: number
  height: number
}

// The banner inline, as an image part of the message (cid:): mail clients show those without
// fetching anything, where a remote picture is blocked by default and a local site is out of
// reach. Scaled to the email's width; the link opens it at full size.
export function BannerImage({
  banner,
  fullSize = 'Open the banner at full size ({width} × {height} pixels)',
}: {
  banner: EmailBanner
  /** The link's words, in the email's language ({width} and {height} filled in). */
  fullSize?: string
}) {
  return (
    <Section style={{ margin: '0 0 16px' }}>
      <Img
        src={`cid:${banner.cid}`}
        alt={banner.alt}
        width={Math.min(banner.width, 520)}
        style={{ display: 'block', width: '100%', maxWidth: `${banner.width}px`, height: 'auto' }}
      />
      <Text style={{ ...styles.muted, marginTop: '8px' }}>
        <Link href={banner.href} style={styles.link}>
          {fill(fullSize, { width: banner.width, height: banner.height })}
        </Link>
      </Text>
    </Section>
  )
}
