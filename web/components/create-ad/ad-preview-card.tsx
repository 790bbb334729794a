import { adPreview as ENGLISH } from '../../lib/messages/en/ad-preview'
import { AdPreviewFigure, type AdPreviewValues } from './ad-preview-figure'

// The campaign page's preview of a stored ad (a server component), in English. The wizard
// shows AdPreviewFigure with its page's words, so the browser never gets this English copy.

export function AdPreviewCard({ values }: { values: AdPreviewValues }) {
  return <AdPreviewFigure values={values} texts={ENGLISH} />
}
