// The routing-failure screen (the spec's title). Imported directly by the client error page.
export const errorPage = {
  title: 'Unexpected Application Error!',
  retry: 'Try again',
  home: 'Back to home',
} as const
