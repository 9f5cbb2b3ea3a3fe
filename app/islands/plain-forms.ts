/**
 * What a form on a plain page (ADR 0051) gets of `useActionForm`'s behaviour without React:
 * once sent, it cannot be sent again until the next page arrives, and its button says what is
 * happening (`data-pending-label`, which `SubmitButton` writes); and when the page comes back
 * from a refused post, focus moves to the first field the server marked invalid, else to the
 * summary of what went wrong. A field flagged as it was typed (`data-checked-as-typed`, an
 * answer over its word limit), not refused by the post, does not take focus.
 *
 * The button is marked `aria-disabled`, not `disabled`: a disabled button is left out of the
 * form's data, and with it the `intent` that tells the action which form was sent.
 */
export function enhancePlainForms(document: Document, window: Window) {
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || event.defaultPrevented) return;
    if (form.dataset.sending !== undefined) {
      event.preventDefault();
      return;
    }
    form.dataset.sending = '';
    const button = event.submitter instanceof HTMLButtonElement ? event.submitter : null;
    if (!button) return;
    button.setAttribute('aria-disabled', 'true');
    button.dataset.sending = '';
    const pendingLabel = button.dataset.pendingLabel;
    if (pendingLabel !== undefined) {
      button.dataset.label = button.innerHTML;
      button.textContent = pendingLabel;
    }
  });
  // Back to a page the browser kept (its back button): the form was sent, the page is as it was.
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    for (const form of document.querySelectorAll<HTMLFormElement>('form[data-sending]')) delete form.dataset.sending;
    for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-sending]')) {
      if (button.dataset.label !== undefined) button.innerHTML = button.dataset.label;
      button.removeAttribute('aria-disabled');
      delete button.dataset.sending;
      delete button.dataset.label;
    }
  });
  const refused =
    document.querySelector<HTMLElement>('form [aria-invalid="true"]:not([data-checked-as-typed])') ??
    [...document.querySelectorAll<HTMLElement>('[role="alert"][tabindex="-1"]')].find((summary) => summary.childElementCount > 0);
  refused?.focus();
}
