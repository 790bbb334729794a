// The English catalogue: the shape every other language's catalogue follows.
import { adPreview } from './ad-preview'
import { answers } from './answers'
import { bannerUpload } from './banner-upload'
import { bookedFacts } from './booked-facts'
import { campaignActions } from './campaign-actions'
import { campaignEmails } from './campaign-emails'
import { campaignFacts } from './campaign-facts'
import { campaignPage } from './campaign-page'
import { contactForm } from './contact-form'
import { errorPage } from './error-page'
import { layout } from './layout'
import { legal } from './legal'
import { link } from './link'
import { notFoundPage } from './not-found'
import { pageWords } from './page-words'
import { tiers } from './tiers'
import { validation } from './validation'
import { wizard } from './wizard'

export const en = {
  adPreview,
  answers,
  bannerUpload,
  bookedFacts,
  campaignActions,
  campaignEmails,
  campaignFacts,
  campaignPage,
  contactForm,
  errorPage,
  layout,
  legal,
  link,
  notFoundPage,
  pageWords,
  tiers,
  validation,
  wizard,
} as const
