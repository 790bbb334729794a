// The English catalogue: the shape every other language's catalogue follows.
import { errorPage } from './error-page'
import { layout } from './layout'
import { legal } from './legal'
import { link } from './link'
import { notFoundPage } from './not-found'

export const en = { layout, link, notFoundPage, errorPage, legal } as const
