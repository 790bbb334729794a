// A value read from outside (a request body, a stored session, a server's reply, a thrown error)
// is checked for being an object before its fields are read, never asserted to be one.

/** An object with named fields (not null, not an array). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The fields whose value is text; the others are left out. */
export const textFields = (record: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(record).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  )
