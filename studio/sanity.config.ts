import { INBOX_TYPES, SINGLETON_TYPES, TRANSLATED_DOCUMENT_TYPES, schemaTypes } from '@atl/schemas'
import { visionTool } from '@sanity/vision'
import { createElement } from 'react'
import { defineConfig, isObjectInputProps, type DocumentActionComponent } from 'sanity'
import { presentationTool } from 'sanity/presentation'
import { structureTool } from 'sanity/structure'
import { BannerReviewInput, isAdRequestBanner } from './campaign/banner-review.tsx'
import { isAdRequestMoney, StoredMoneyInput } from './campaign/stored-money.tsx'
import { REVIEW_ACTIONS } from './campaign/review-actions.tsx'
import { AdRequestReviewInput, isAdRequestForm } from './campaign/review-bar.tsx'
import { CampaignStatusBadge } from './campaign/status-badge.ts'
import { studioEnv } from './env.ts'
import { withRestoreOutcome } from './history/restore-outcome.tsx'
import { localLakeWorkspaceOptions } from './local-lake/index.ts'
import { locations, mainDocuments } from './presentation/locations.ts'
import { previewAccessTool } from './presentation/preview-access-tool.tsx'
import { leftoverDraftsPlugin } from './releases/leftover-drafts-plugin.tsx'
import { answerSanityHostsInPage } from './sanity-hosts.ts'
import { withFutureScheduleTime } from './releases/schedule-time.tsx'
import { structure } from './structure.ts'
import { offerStudioTimeZones } from './time-zones.ts'
import { fieldTranslations } from './translations/field-translations.ts'
import { documentTranslations } from './translations/plugin.ts'

// The Studio's version check and feedback probe, which no setting turns off and its CSP refuses,
// are answered in the page (sanity-hosts.ts): on a local lake it sends nothing off this machine,
// and hosted it logs no refused call.
answerSanityHostsInPage()
// Where a screen asks for a time zone, the Studio offers a short list (time-zones.ts).
offerStudioTimeZones()

const singletons = new Set<string>(SINGLETON_TYPES)
const inbox = new Set<string>(INBOX_TYPES)
const translated = new Set<string>(TRANSLATED_DOCUMENT_TYPES)

// Singletons exist once: no duplicate, delete or unpublish. Inbox items come from the website:
// no duplicate either, but staff may delete one (for example on a data deletion request).
const allowedActions = (type: string, actions: DocumentActionComponent[]) => {
  if (singletons.has(type)) {
    return actions.filter(
      ({ action }) => action && ['publish', 'discardChanges', 'restore'].includes(action),
    )
  }
  if (inbox.has(type)) return actions.filter(({ action }) => action !== 'duplicate')
  return actions
}

// Sanity's own actions, each as it is, plus: a restore says where the revision went and what is
// left to do; the schedule dialog opens at a time it accepts.
const explained = (action: DocumentActionComponent) => {
  if (action.action === 'restore') return withRestoreOutcome(action)
  if (action.action === 'schedule') return withFutureScheduleTime(action)
  return action
}

export default defineConfig({
  name: 'default',
  title: 'Vybe content',
  projectId: studioEnv.projectId,
  dataset: studioEnv.dataset,
  // On a local Content Lake (embedded, or standing in for Sanity's API): its host, its sign-in
  // and its listen-host spreading. Otherwise Sanity's own hosts, unchanged.
  ...(studioEnv.lakeUrl ? localLakeWorkspaceOptions(studioEnv.lakeUrl) : {}),
  plugins: [
    structureTool({ structure }),
    // The website beside the form: drafts shown live while typing, click a text to edit it.
    presentationTool({
      previewUrl: {
        initial: studioEnv.previewUrl,
        previewMode: { enable: '/api/draft-mode/enable' },
      },
      resolve: { locations, mainDocuments },
    }),
    visionTool({ defaultApiVersion: '2025-02-19' }),
    // Ends every draft preview at once (deletes the preview secrets).
    previewAccessTool(),
    // A release's publish leaves drafts as they were, as on hosted Sanity: one that says just
    // what was published is discarded, so the document shows no draft and no Publish to do.
    leftoverDraftsPlugin(),
    documentTranslations,
    fieldTranslations,
  ],
  schema: {
    types: schemaTypes,
    // Neither singletons nor inbox items are created from the "new document" menu; a translated
    // document is created in a language ("English Legal or help page"), never without one.
    templates: (templates) =>
      templates.filter(
        ({ id, schemaType }) =>
          !singletons.has(schemaType) &&
          !inbox.has(schemaType) &&
          !(translated.has(schemaType) && id === schemaType),
      ),
  },
  form: {
    components: {
      // An ad request: the review decisions above its form, its banner large enough to judge,
      // with its dimensions and size, and its money as the site writes it.
      input: (props) => {
        if (isAdRequestForm(props) && isObjectInputProps(props))
          return createElement(AdRequestReviewInput, props)
        if (isAdRequestBanner(props)) return createElement(BannerReviewInput, props)
        if (isAdRequestMoney(props)) return createElement(StoredMoneyInput, props)
        return props.renderDefault(props)
      },
    },
  },
  // Comments and tasks are off. They need Sanity's hosted add-on dataset, which no local lake
  // has, and no staff workflow uses them (DESIGN.md), so all they showed was an upgrade offer.
  // Each also moved the Studio under an editor's hands: sanity's CommentsWrapper renders a
  // document's form once without its comments provider and once more inside it as soon as the
  // plan's features are read (react-rx gives every new subscriber its initial "loading" value
  // first), so every document pane was mounted twice, on a busy machine a second or more
  // apart; a field typed into or a dialog opened in between was lost. Tasks wrapped the whole
  // layout the same way.
  tasks: { enabled: false },
  document: {
    comments: { enabled: false },
    // Staff review ad requests through their own actions, shown first (see studio/campaign/).
    actions: (actions, { schemaType }) => [
      ...(schemaType === 'adRequest' ? REVIEW_ACTIONS : []),
      ...allowedActions(schemaType, actions).map(explained),
    ],
    // Inbox items are live-edited; Sanity's "Live" badge for that would read as a campaign
    // status beside the real one, so ad requests show only their campaign status.
    badges: (badges, { schemaType }) =>
      schemaType === 'adRequest'
        ? [CampaignStatusBadge, ...badges.filter((badge) => badge.displayName !== 'LiveEditBadge')]
        : badges,
    newDocumentOptions: (options) =>
      options.filter(({ templateId }) => !singletons.has(templateId) && !inbox.has(templateId)),
  },
})
