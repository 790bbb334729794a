// GET /banners/<asset id> - a banner an advertiser uploaded, served from our own origin (the
// site's CSP allows images from nowhere else). Only banners of the Create Ad flow: this is no
// window onto the lake's other assets.
import { serveBanner } from '../../../lib/banner/serve'

interface Context {
  params: Promise<{ asset: string }>
}

export async function GET(_request: Request, { params }: Context): Promise<Response> {
  return serveBanner((await params).asset)
}
