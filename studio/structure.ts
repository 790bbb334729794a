import { BarChartIcon } from '@sanity/icons/BarChart'
import { CaseIcon } from '@sanity/icons/Case'
import { ClockIcon } from '@sanity/icons/Clock'
import { CommentIcon } from '@sanity/icons/Comment'
import { DocumentTextIcon } from '@sanity/icons/DocumentText'
import { EnvelopeIcon } from '@sanity/icons/Envelope'
import { ImagesIcon } from '@sanity/icons/Images'
import { InboxIcon } from '@sanity/icons/Inbox'
import { PackageIcon } from '@sanity/icons/Package'
import { RocketIcon } from '@sanity/icons/Rocket'
import { SparklesIcon } from '@sanity/icons/Sparkles'
import { TargetIcon } from '@sanity/icons/Target'
import type { ComponentType } from 'react'
import type { ListItemBuilder, StructureBuilder, StructureResolver } from 'sanity/structure'
import { adRequestLists } from './campaign/ad-request-lists.ts'
import { missingTranslations } from './translations/missing-translations.ts'

type Icon = ComponentType
type Sort = { field: string; direction: 'asc' | 'desc' }[]

const byOrder: Sort = [{ field: 'order', direction: 'asc' }]
const byDays: Sort = [{ field: 'days', direction: 'asc' }]
const newestFirst: Sort = [{ field: 'submittedAt', direction: 'desc' }]

// A singleton opens its one document directly (id = type name), never a list.
const singleton = (S: StructureBuilder, type: string, title: string) =>
  S.listItem()
    .title(title)
    .id(type)
    .schemaType(type)
    .child(S.document().schemaType(type).documentId(type).title(title))

const group = (S: StructureBuilder, title: string, icon: Icon, items: ListItemBuilder[]) =>
  S.listItem().title(title).icon(icon).child(S.list().title(title).items(items))

const typeList = (S: StructureBuilder, type: string, title: string, icon: Icon, sort?: Sort) =>
  S.listItem()
    .title(title)
    .icon(icon)
    .schemaType(type)
    .child(
      S.documentTypeList(type)
        .title(title)
        .defaultOrdering(sort ?? []),
    )

// Grouped the way marketing staff think of the site, not by schema type name.
export const structure: StructureResolver = (S, context) =>
  S.list()
    .title('Content')
    .items([
      group(S, 'Site pages', RocketIcon, [
        singleton(S, 'siteSettings', 'Site settings'),
        singleton(S, 'homePage', 'Home page'),
        singleton(S, 'advertisePage', 'Advertise page'),
        singleton(S, 'mediaKitPage', 'Media kit page'),
        singleton(S, 'createAdPage', 'Create Ad page'),
      ]),
      typeList(S, 'jobOpening', 'Careers: job openings', CaseIcon, byOrder),
      group(S, 'Marketing content', SparklesIcon, [
        typeList(S, 'feature', 'Feature cards', SparklesIcon),
        typeList(S, 'testimonial', 'Testimonials', CommentIcon),
        typeList(S, 'stat', 'Marketing claims', BarChartIcon),
      ]),
      group(S, 'Advertising', PackageIcon, [
        typeList(S, 'adPackage', 'Ad packages', PackageIcon, byOrder),
        typeList(S, 'campaignDuration', 'Campaign durations', ClockIcon, byDays),
        typeList(S, 'targetAudience', 'Target audiences', TargetIcon, byOrder),
        typeList(S, 'adType', 'Ad types', ImagesIcon, byOrder),
        singleton(S, 'campaignEmails', 'Campaign emails'),
      ]),
      typeList(S, 'page', 'Legal and help pages', DocumentTextIcon),
      ...missingTranslations(S, context),
      S.divider(),
      group(S, 'Inbox', InboxIcon, [
        adRequestLists(S),
        typeList(S, 'contactMessage', 'Messages', EnvelopeIcon, newestFirst),
      ]),
    ])
