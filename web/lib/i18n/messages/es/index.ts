// El catálogo en español: las mismas claves que el inglés (messages/en), escritas para Atlanta.
import type { Messages } from '../../catalogue'
import { layout } from './layout'

export const es: Messages = { layout }
