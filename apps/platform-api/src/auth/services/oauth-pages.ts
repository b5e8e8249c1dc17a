import { escapeHtml } from '../../security/html';

function page(title: string, body: string, bodyAttributes = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:26rem;margin:2rem auto;padding:0 1rem;color:#1d1d1f}label{display:block;margin:.75rem 0 .25rem}input{width:100%;padding:.5rem;box-sizing:border-box}.actions{display:flex;gap:.5rem;margin-top:1rem}button{padding:.5rem 1rem}button:focus-visible,input:focus-visible{outline:2px solid #0a64d8;outline-offset:2px}</style>
</head><body${bodyAttributes}>${body}</body></html>`;
}

/** The demo identity provider's consent screen: choose a demo name and email, then Approve or Cancel. */
export function consentPage(options: { state: string; service: string; name: string; email: string; error?: string }): string {
  return page(
    'Demo sign-in',
    `<h1>Demo identity provider</h1>
<p>The site asks to sign you in with a demo identity. This provider knows you by a secret cookie in this browser, so you come back as the same demo user; the name and email below are only what it shares with the site. Nothing leaves this server.</p>
${options.error ? `<p role="alert">${escapeHtml(options.error)}</p>` : ''}
<form method="post" action="/oauth/demo/authorize">
<input type="hidden" name="state" value="${escapeHtml(options.state)}">
<label for="name">Name</label><input id="name" name="name" value="${escapeHtml(options.name)}" maxlength="100" required>
<label for="email">Email</label><input id="email" name="email" type="email" value="${escapeHtml(options.email)}" maxlength="254" required>
<div class="actions"><button type="submit" name="decision" value="approve">Approve</button><button type="submit" name="decision" value="cancel" formnovalidate>Cancel</button></div>
</form>`,
  );
}

export interface CompletionMessage {
  status: 'ok' | 'cancel' | 'error';
  /** Where the message may be delivered: the site's own origin, never `*`. */
  origin: string;
  typeAuth?: string;
  registrationCompleted?: boolean;
  message?: string;
  /** Used when the page was not opened as a popup. */
  redirectUrl?: string | null;
}

/**
 * The last page of the round trip: its external script (CSP allows no inline script) posts
 * `{type:'nfx:oauth', status, …}` to the opener on the site origin and closes the popup.
 */
export function completionPage(result: CompletionMessage): string {
  const attributes = [
    ['data-status', result.status],
    ['data-origin', result.origin],
    ['data-type-auth', result.typeAuth ?? ''],
    ['data-registration-completed', result.registrationCompleted === undefined ? '' : result.registrationCompleted ? '1' : '0'],
    ['data-message', result.message ?? ''],
    ['data-redirect', result.redirectUrl ?? ''],
  ]
    .map(([name, value]) => ` ${name}="${escapeHtml(value!)}"`)
    .join('');
  const text =
    result.status === 'ok'
      ? 'Signed in. You can close this window.'
      : result.status === 'cancel'
        ? 'Sign-in cancelled.'
        : 'Sign-in failed.';
  return page('Sign-in', `<p>${escapeHtml(text)}</p><script src="/oauth/complete.js"></script>`, attributes);
}

export const completionScript = `(function () {
  var data = document.body.dataset;
  var message = { type: 'nfx:oauth', status: data.status };
  if (data.typeAuth) message.type_auth = data.typeAuth;
  if (data.registrationCompleted) message.is_registration_completed = data.registrationCompleted === '1';
  if (data.message) message.message = data.message;
  if (window.opener && !window.opener.closed) {
    window.opener.postMessage(message, data.origin);
    window.close();
  } else if (data.redirect) {
    window.location.replace(data.redirect);
  }
})();
`;
