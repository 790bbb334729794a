// The kinds of ad the wizard has a content form for; a new key would need new code. A module
// of its own with no imports, so the wizard's browser code can share it with the content model.
export const AD_TYPE_KEYS = ['banner', 'text', 'html', 'video'] as const
