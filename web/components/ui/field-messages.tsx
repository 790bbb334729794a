// The browser checks a form's fields before it posts them and explains a mistake in its own
// interface's language, which need not be the page's (an English browser on /es said "Please
// fill out this field."). A field that carries its own words (`data-value-missing`,
// `data-type-mismatch`, written by the server in the page's language) shows them instead.
//
// This is an inline script in the layout, not a React event handler, because the page's scripts
// load after its first paint: a visitor who submits before they have run must still read the
// page's language. The listeners sit on the document, so they hold for every form and outlive
// client navigations. Without JavaScript the browser's own words remain.
function explainFieldsInThePagesLanguage() {
  const wordsFor = (field: HTMLInputElement) =>
    field.validity.valueMissing
      ? field.dataset.valueMissing
      : field.validity.typeMismatch
        ? field.dataset.typeMismatch
        : undefined
  const ownsWords = (target: EventTarget | null): target is HTMLInputElement =>
    target instanceof HTMLElement &&
    (target.dataset.valueMissing !== undefined || target.dataset.typeMismatch !== undefined)
  // `invalid` does not bubble: listen while it is captured on its way down.
  document.addEventListener(
    'invalid',
    (event) => {
      if (ownsWords(event.target)) event.target.setCustomValidity(wordsFor(event.target) ?? '')
    },
    true,
  )
  // A changed value is checked afresh: the browser's own checks decide whether it is invalid.
  document.addEventListener(
    'input',
    (event) => {
      if (ownsWords(event.target)) event.target.setCustomValidity('')
    },
    true,
  )
}

export function FieldMessagesScript() {
  return <script dangerouslySetInnerHTML={{ __html: `(${explainFieldsInThePagesLanguage})()` }} />
}
