import type { CSSProperties } from 'react'

// The site's look (web/app/globals.css) as inline styles, which is all email clients read. The
// gradient has a solid fallback: Outlook and some webmail drop background-image.

const colors = {
  night: '#07060b',
  raised: '#110f1a',
  border: '#27233a',
  purple: '#7c3aed',
  blue: '#2563eb',
  lilac: '#c4b5fd',
  text: '#f4f4f5',
  muted: '#a1a1aa',
}

const brandGradient = `linear-gradient(135deg, ${colors.purple}, ${colors.blue})`

const font = "Inter, 'Helvetica Neue', Helvetica, Arial, sans-serif"

export const styles = {
  body: { backgroundColor: colors.night, color: colors.text, fontFamily: font, margin: 0 },
  container: { maxWidth: '600px', margin: '0 auto', padding: '24px 12px' },
  brandBar: {
    backgroundColor: colors.purple,
    backgroundImage: brandGradient,
    borderRadius: '16px 16px 0 0',
    padding: '20px 28px',
  },
  wordmark: {
    color: '#ffffff',
    fontSize: '24px',
    fontWeight: 700,
    letterSpacing: '-0.02em',
    margin: 0,
  },
  card: {
    backgroundColor: colors.raised,
    border: `1px solid ${colors.border}`,
    borderTop: 'none',
    borderRadius: '0 0 16px 16px',
    padding: '28px',
  },
  heading: { color: colors.text, fontSize: '24px', lineHeight: '32px', margin: '0 0 16px' },
  text: { color: colors.text, fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' },
  muted: { color: colors.muted, fontSize: '14px', lineHeight: '22px', margin: '0 0 12px' },
  callout: {
    backgroundColor: colors.night,
    borderLeft: `4px solid ${colors.lilac}`,
    borderRadius: '8px',
    padding: '12px 16px',
    margin: '0 0 20px',
  },
  calloutLabel: {
    color: colors.lilac,
    fontSize: '12px',
    fontWeight: 700,
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
    margin: '0 0 4px',
  },
  calloutText: { color: colors.text, fontSize: '16px', lineHeight: '24px', margin: 0 },
  factLabel: { color: colors.muted, fontSize: '14px', padding: '6px 12px 6px 0', width: '40%' },
  factValue: { color: colors.text, fontSize: '14px', fontWeight: 600, padding: '6px 0' },
  button: {
    backgroundColor: colors.purple,
    backgroundImage: brandGradient,
    borderRadius: '999px',
    color: '#ffffff',
    fontSize: '16px',
    fontWeight: 600,
    padding: '14px 28px',
    textDecoration: 'none',
  },
  link: { color: colors.lilac, wordBreak: 'break-all' },
  hr: { borderColor: colors.border, margin: '24px 0' },
  footer: { color: colors.muted, fontSize: '12px', lineHeight: '18px', textAlign: 'center' },
} satisfies Record<string, CSSProperties>
