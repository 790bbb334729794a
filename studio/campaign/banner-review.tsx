// An ad request's banner as staff judge it: at its real size (up to the form's width), with its
// dimensions, weight and format, and a link to the file itself. The form's default image input
// would show a cropped thumbnail with neither.
import { Box, Card, Flex, Spinner, Stack, Text } from '@sanity/ui'
import { useEffect, useState } from 'react'
import { byteSizeText } from '@atl/schemas/byte-size-text'
import { useClient, type InputProps } from 'sanity'

const API_VERSION = '2025-02-19'

interface BannerAsset {
  url: string | null
  size: number | null
  mimeType: string | null
  width: number | null
  height: number | null
}

const ASSET_QUERY = `*[_id == $id][0]{
  url, size, mimeType, "width": metadata.dimensions.width, "height": metadata.dimensions.height
}`

/** "1200 × 400 pixels · 183 KB · PNG" */
function bannerFactsText(asset: BannerAsset): string {
  return [
    asset.width && asset.height ? `${asset.width} × ${asset.height} pixels` : null,
    asset.size ? byteSizeText(asset.size) : null,
    asset.mimeType?.replace(/^image\//, '').toUpperCase() ?? null,
  ]
    .filter(Boolean)
    .join(' · ')
}

const assetRefOf = (value: unknown): string | undefined => {
  if (typeof value !== 'object' || value === null || !('asset' in value)) return undefined
  const { asset } = value
  return typeof asset === 'object' && asset !== null && '_ref' in asset
    ? String(asset._ref)
    : undefined
}

function useBannerAsset(id: string | undefined) {
  const client = useClient({ apiVersion: API_VERSION })
  const [asset, setAsset] = useState<BannerAsset | null | 'loading'>('loading')
  useEffect(() => {
    if (!id) return
    let current = true
    client
      .fetch<BannerAsset | null>(ASSET_QUERY, { id })
      .then((found) => current && setAsset(found))
      .catch(() => current && setAsset(null))
    return () => {
      current = false
    }
  }, [client, id])
  return asset
}

export function BannerReviewInput(props: InputProps) {
  const id = assetRefOf(props.value)
  const asset = useBannerAsset(id)
  if (!id) {
    return (
      <Card padding={3} radius={2} tone="transparent" border>
        <Text size={1} muted>
          No image: the team designs the banner from the ad description.
        </Text>
      </Card>
    )
  }
  if (asset === 'loading') return <Spinner muted />
  if (!asset?.url) {
    return (
      <Card padding={3} radius={2} tone="critical" border>
        <Text size={1}>The banner image could not be found ({id}).</Text>
      </Card>
    )
  }
  const facts = bannerFactsText(asset)
  return (
    <Stack gap={3}>
      <Card radius={2} border tone="transparent" padding={2}>
        <Flex justify="center">
          <img
            src={asset.url}
            alt={`The advertiser's banner, ${facts}`}
            width={asset.width ?? undefined}
            height={asset.height ?? undefined}
            style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
          />
        </Flex>
      </Card>
      <Flex gap={3} align="center" wrap="wrap">
        <Box flex={1}>
          <Text size={1} weight="semibold" data-testid="banner-facts">
            {facts}
          </Text>
        </Box>
        <Text size={1}>
          <a href={asset.url} target="_blank" rel="noreferrer">
            Open at full size
          </a>
        </Text>
      </Flex>
    </Stack>
  )
}

/** The form's input for an ad request's banner (the only root image field named `banner`). */
export const isAdRequestBanner = (props: InputProps) =>
  props.schemaType.name === 'image' && props.path.length === 1 && props.path[0] === 'banner'
