// The English catalogue: the shape every other language's catalogue follows.
import { layout } from './layout'

export const en = { layout } as const
