import { enhanceAttribute, enhancedElements } from '~/lib/enhance';

/** Shows the parts of a copy button for `state` ("idle" or "done") and hides the others. */
function show(button: HTMLElement, state: 'idle' | 'done') {
  for (const part of button.querySelectorAll<HTMLElement>('[data-copy-state]')) {
    part.hidden = part.dataset.copyState !== state;
  }
}

/**
 * Brings the page's copy buttons (`CopyButton`) to life: shown now that they can work, each
 * puts its `data-copy-text` on the clipboard and says so. One listener on the document serves
 * every button.
 */
export function enableCopyText(document: Document) {
  for (const button of enhancedElements(document, 'copy-text')) button.hidden = false;
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>(`[${enhanceAttribute}="copy-text"]`) : null;
    const text = button?.dataset.copyText;
    if (!button || text === undefined) return;
    void navigator.clipboard.writeText(text).then(() => show(button, 'done'));
  });
}
