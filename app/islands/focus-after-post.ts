import { focusAfterPostAttribute } from '~/lib/forms/focus-after-post';

/** Where the last plain post was sent from: the page and the form's intent, for the page that answers it. */
const sentKey = 'plain-form-sent';
type Sent = { page: string; intent: string };

/** The intent a form sends: its pressed button's, else its own hidden field's. */
function intentOf(form: HTMLFormElement, submitter: HTMLButtonElement | null) {
  if (submitter?.name === 'intent') return submitter.value;
  const field = form.elements.namedItem('intent');
  return field instanceof HTMLInputElement ? field.value : '';
}

const here = (window: Window) => `${window.location.pathname}${window.location.search}`;

/** Notes which form was sent from this page (for the tab only, and only until the next page reads it). */
export function rememberSentForm(window: Window, form: HTMLFormElement, submitter: HTMLButtonElement | null) {
  const intent = intentOf(form, submitter);
  try {
    if (intent) window.sessionStorage.setItem(sentKey, JSON.stringify({ page: here(window), intent } satisfies Sent));
  } catch {
    // Storage refused (private browsing): focus simply starts at the top of the answer.
  }
}

function takeSentForm(window: Window): Sent | null {
  try {
    const sent = JSON.parse(window.sessionStorage.getItem(sentKey) ?? 'null') as Sent | null;
    window.sessionStorage.removeItem(sentKey);
    return sent?.page === here(window) && typeof sent.intent === 'string' ? sent : null;
  } catch {
    return null;
  }
}

/** The button that sends `intent` (a form's own, or the pressed one's), in the page that came back. */
function buttonFor(document: Document, intent: string) {
  for (const form of document.querySelectorAll('form')) {
    const field = form.elements.namedItem('intent');
    const pressed = [...form.querySelectorAll<HTMLButtonElement>('button[name="intent"]')].find((button) => button.value === intent);
    if (pressed) return pressed;
    if (field instanceof HTMLInputElement && field.value === intent) return form.querySelector<HTMLButtonElement>('button:not([type="button"])');
  }
  return null;
}

/**
 * Where focus goes on the page that answers a plain post, as React Router's fetchers leave it
 * where the person was: a refusal takes it to the first field the server marked invalid, else
 * to the summary of what went wrong (a field flagged as it was typed, `data-checked-as-typed`,
 * such as an answer over its word limit, was not refused by the post and does not count); a taken post, to what the page names as its subject
 * (`focusAfterPostAttribute`: a moved card in its new column), else back to the button that
 * sent it, whose outcome is shown beside it. Focusing scrolls it into view, so a form far
 * down a long page is where the person finds it again.
 */
export function focusAfterPlainPost(document: Document, window: Window) {
  const sent = takeSentForm(window);
  const refused =
    document.querySelector<HTMLElement>('form [aria-invalid="true"]:not([data-checked-as-typed])') ??
    [...document.querySelectorAll<HTMLElement>('[role="alert"][tabindex="-1"]')].find((summary) => summary.childElementCount > 0);
  const named = document.querySelector<HTMLElement>(`[${focusAfterPostAttribute}]`)?.getAttribute(focusAfterPostAttribute);
  const target = refused ?? (named ? document.getElementById(named) : null) ?? (sent ? buttonFor(document, sent.intent) : null);
  target?.focus();
}
