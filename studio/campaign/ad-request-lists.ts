import { CAMPAIGN_STATUS_TITLES, type CampaignStatus } from '@atl/schemas/campaign'
import { CheckmarkCircleIcon } from '@sanity/icons/CheckmarkCircle'
import { CloseIcon } from '@sanity/icons/Close'
import { CloseCircleIcon } from '@sanity/icons/CloseCircle'
import { CreditCardIcon } from '@sanity/icons/CreditCard'
import { EditIcon } from '@sanity/icons/Edit'
import { EyeOpenIcon } from '@sanity/icons/EyeOpen'
import { PauseIcon } from '@sanity/icons/Pause'
import { PlayIcon } from '@sanity/icons/Play'
import { StopIcon } from '@sanity/icons/Stop'
import { ThListIcon } from '@sanity/icons/ThList'
import type { ComponentType } from 'react'
import type { StructureBuilder } from 'sanity/structure'
import {
  AD_REQUEST_TYPE,
  campaignStatusFilter,
  campaignStatusParams,
  STATUS_LIST_ORDER,
} from './status-filters.ts'

const API_VERSION = '2025-02-19'
const newestFirst = [{ field: 'submittedAt', direction: 'desc' as const }]

const ICONS: Record<CampaignStatus, ComponentType> = {
  inReview: EyeOpenIcon,
  changesRequested: EditIcon,
  approved: CheckmarkCircleIcon,
  live: PlayIcon,
  paused: PauseIcon,
  rejected: CloseCircleIcon,
  ended: StopIcon,
  cancelled: CloseIcon,
}

const listTitle = (status: CampaignStatus) =>
  status === 'approved' ? 'Approved (not started yet)' : CAMPAIGN_STATUS_TITLES[status]

// A function child is resolved each time the list opens, so `$today` is today's date then,
// not the day the Studio was loaded.
const statusList = (S: StructureBuilder, status: CampaignStatus) =>
  S.listItem()
    .id(status)
    .title(listTitle(status))
    .icon(ICONS[status])
    .child(() =>
      S.documentList()
        .id(status)
        .title(listTitle(status))
        .schemaType(AD_REQUEST_TYPE)
        .apiVersion(API_VERSION)
        .filter(campaignStatusFilter(status))
        .params(campaignStatusParams(new Date()))
        .defaultOrdering(newestFirst),
    )

/** The Inbox's "Ad requests": every request, then one list per campaign status. */
export const adRequestLists = (S: StructureBuilder) =>
  S.listItem()
    .id('adRequests')
    .title('Ad requests')
    .icon(CreditCardIcon)
    .child(
      S.list()
        .id('adRequests')
        .title('Ad requests')
        .items([
          S.listItem()
            .id('all')
            .title('All')
            .icon(ThListIcon)
            .schemaType(AD_REQUEST_TYPE)
            .child(
              S.documentTypeList(AD_REQUEST_TYPE)
                .title('All ad requests')
                .defaultOrdering(newestFirst),
            ),
          S.divider(),
          ...STATUS_LIST_ORDER.map((status) => statusList(S, status)),
        ]),
    )
