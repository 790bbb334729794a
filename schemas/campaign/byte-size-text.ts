// How a file's size reads wherever a banner is shown or its limit is stated: the wizard, the
// campaign page, the emails and the Studio's review. A module with no imports, so the browser
// code of the wizard and of the Studio can share it.

/** "1.2 MB", "830 KB" */
export function byteSizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
  return `${Math.max(1, Math.round(bytes / 1024))} KB`
}
