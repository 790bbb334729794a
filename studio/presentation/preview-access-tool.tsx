// The Studio's "Preview access" tool: one button that ends every draft preview at once, for
// when a preview link or a browser in draft mode may have reached the wrong person. It deletes
// every preview secret (each Presentation session's and the share-access one); the website
// ends each draft session within a minute of its secret going (web/proxy.ts).
import { EyeClosedIcon } from '@sanity/icons/EyeClosed'
import { Box, Button, Card, Container, Heading, Stack, Text } from '@sanity/ui'
import { useState } from 'react'
import { definePlugin, useClient } from 'sanity'

/** Every preview-secret document @sanity/preview-url-secret stores. */
const ALL_PREVIEW_SECRETS =
  '*[_type in ["sanity.previewUrlSecret", "sanity.previewUrlShareAccess"]]'

type State = { kind: 'idle' | 'busy' } | { kind: 'done' | 'failed'; message: string }

function PreviewAccess() {
  const client = useClient({ apiVersion: '2025-02-19' })
  const [state, setState] = useState<State>({ kind: 'idle' })
  const endAll = async () => {
    setState({ kind: 'busy' })
    try {
      await client.delete({ query: ALL_PREVIEW_SECRETS })
      setState({
        kind: 'done',
        message:
          'All preview sessions end within a minute. Reload Presentation to preview drafts again.',
      })
    } catch (error) {
      setState({
        kind: 'failed',
        message: `Nothing was ended: ${error instanceof Error ? error.message : String(error)}`,
      })
    }
  }
  return (
    <Container width={1}>
      <Box padding={4}>
        <Stack gap={4}>
          <Heading as="h1" size={2}>
            Preview access
          </Heading>
          <Text>
            A browser in draft mode sees unpublished content until it has not been used for 8 hours.
            Ending all preview sessions takes draft mode away from every browser, this Studio&apos;s
            Presentation tool and shared preview links included, within a minute.
          </Text>
          <Box>
            <Button
              text="End all preview sessions"
              tone="critical"
              icon={EyeClosedIcon}
              loading={state.kind === 'busy'}
              onClick={() => void endAll()}
            />
          </Box>
          {/* A live region present from the start, so screen readers announce the outcome. */}
          <div role="status" aria-live="polite">
            {state.kind === 'done' || state.kind === 'failed' ? (
              <Card padding={3} radius={2} tone={state.kind === 'done' ? 'positive' : 'critical'}>
                <Text>{state.message}</Text>
              </Card>
            ) : null}
          </div>
        </Stack>
      </Box>
    </Container>
  )
}

export const previewAccessTool = definePlugin({
  name: 'preview-access',
  tools: [
    {
      name: 'preview-access',
      title: 'Preview access',
      icon: EyeClosedIcon,
      component: PreviewAccess,
    },
  ],
})
