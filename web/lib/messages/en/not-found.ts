// The 404 page. Imported directly by its client part, which picks the language from the
// address (a not-found page gets no params); a page carries these few words in both languages.
export const notFoundPage = {
  title: 'Oops! Page not found',
  text: 'The page you are looking for does not exist or has moved.',
  home: 'Back to home',
} as const
