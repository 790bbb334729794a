import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components'
import { Fragment, type ReactNode } from 'react'
import { styles } from './theme'

// The frame of every campaign email: the brand bar, one card, the footer.
export function EmailLayout(props: {
  /** The email's language: English unless told. */
  lang?: string
  productName: string
  preview: string
  heading: string
  footer: string
  children: ReactNode
}) {
  return (
    <Html lang={props.lang ?? 'en'}>
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.brandBar}>
            <Text style={styles.wordmark}>{props.productName}</Text>
          </Section>
          <Section style={styles.card}>
            <Heading as="h1" style={styles.heading}>
              {props.heading}
            </Heading>
            {props.children}
          </Section>
          <Text style={styles.footer}>{props.footer}</Text>
        </Container>
      </Body>
    </Html>
  )
}

/** A highlighted fact: the go-live date, the reason for a rejection, the date change. */
export function Callout({ label, text }: { label: string; text: string }) {
  return (
    <Section style={styles.callout}>
      <Text style={styles.calloutLabel}>{label}</Text>
      {/* Line breaks as <br>, so the text part keeps them too. */}
      <Text style={styles.calloutText}>
        {text.split(/\r?\n/).map((line, index) => (
          <Fragment key={index}>
            {index > 0 && <br />}
            {line}
          </Fragment>
        ))}
      </Text>
    </Section>
  )
}

/** The one call to action, with the address spelled out for clients that block buttons. */
export function ActionButton({
  href,
  label,
  openAddress = 'Or open this address:',
}: {
  href: string
  label: string
  /** What precedes the spelled-out address, in the email's language. */
  openAddress?: string
}) {
  return (
    <Section>
      <Hr style={styles.hr} />
      <Button href={href} style={styles.button}>
        {label}
      </Button>
      {/* The text part has the address beside the button's label already. */}
      <Text style={{ ...styles.muted, marginTop: '16px' }} data-skip-in-text>
        {openAddress}{' '}
        <Link href={href} style={styles.link}>
          {href}
        </Link>
      </Text>
    </Section>
  )
}
