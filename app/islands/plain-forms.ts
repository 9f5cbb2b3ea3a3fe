import { focusAfterPlainPost, rememberSentForm } from './focus-after-post';

/**
 * What a form on a plain page (ADR 0051) gets of `useActionForm`'s behaviour without React:
 * once sent, it cannot be sent again until the next page arrives, and its button says what is
 * happening (`data-pending-label`, which `SubmitButton` writes); and on the page that comes
 * back, focus goes where the person needs it (`focusAfterPlainPost`), and reloading it reads
 * the page again rather than sending the form again.
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
    rememberSentForm(window, form, button);
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
  // The page that answers a post is that post's history entry: reloading it (or coming back
  // to it) would ask to send the form again, and sending it again would, for one, add the
  // same question twice. Replacing the entry with its own address makes both a plain read.
  window.history.replaceState(null, '', window.location.href);
  focusAfterPlainPost(document, window);
}
