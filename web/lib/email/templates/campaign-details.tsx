import { Section } from '@react-email/components'
import type { Fact } from '../facts'
import { styles } from './theme'

/** Marks the table the text part lays out as two aligned columns (render.ts). */
export const DETAILS_CLASS = 'campaign-details'

// The campaign's facts as a two-column table; the same in every email, for both audiences.
export function CampaignDetails({ facts }: { facts: Fact[] }) {
  return (
    <Section style={{ margin: '0 0 8px' }}>
      <table className={DETAILS_CLASS} role="presentation" width="100%" cellPadding={0}>
        <tbody>
          {facts.map((fact) => (
            <tr key={fact.label}>
              <td style={styles.factLabel}>{fact.label}</td>
              <td style={styles.factValue} lang={fact.lang}>
                {fact.value}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  )
}
