// The small HTML page of the local sign-in: it asks for the code the lake's terminal printed.

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

export function renderSignInPage(input: { action: string; origin: string; error?: string }) {
  const error = input.error
    ? `<p role="alert" style="color:#b91c1c">${escape(input.error)}</p>`
    : ''
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in to the Studio</title>
</head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:10vh auto;padding:0 1rem;color:#111">
<h1 style="font-size:1.4rem">Sign in to the Studio</h1>
<p>Open the newest sign-in link in the terminal that runs the lake (<code>npm start</code>), or paste its code here.</p>
${error}
<form method="post" action="${escape(input.action)}">
<input type="hidden" name="origin" value="${escape(input.origin)}">
<label for="code" style="display:block;font-weight:600;margin-bottom:.25rem">Sign-in code</label>
<input id="code" name="code" autocomplete="off" required spellcheck="false" autofocus
 style="width:100%;padding:.5rem;font:inherit;box-sizing:border-box">
<button type="submit" style="margin-top:1rem;padding:.5rem 1rem;font:inherit">Sign in</button>
</form>
</body>
</html>
`
}
