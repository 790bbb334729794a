// Sanity's document actions are hooks (DocumentActionComponent). To add to one without changing
// what it does, the Studio runs it and then a hook of its own over what it returned.
import type {
  DocumentActionComponent,
  DocumentActionDescription,
  DocumentActionProps,
} from 'sanity'

type Extension = (
  description: DocumentActionDescription | null,
  props: DocumentActionProps,
) => DocumentActionDescription | null

const extended = new WeakMap<Extension, WeakMap<DocumentActionComponent, DocumentActionComponent>>()

/**
 * `action`, its description passed through `useExtension` (a hook, called on every render). It
 * keeps the `action` name sanity and our config match actions by; one per action and extension,
 * so the Studio sees the same hook on every render.
 */
export function extendAction(
  action: DocumentActionComponent,
  useExtension: Extension,
): DocumentActionComponent {
  const byAction = extended.get(useExtension) ?? new WeakMap()
  extended.set(useExtension, byAction)
  const known = byAction.get(action)
  if (known) return known
  const useExtended: DocumentActionComponent = (props) => useExtension(action(props), props)
  useExtended.action = action.action
  useExtended.displayName = action.displayName
  byAction.set(action, useExtended)
  return useExtended
}
