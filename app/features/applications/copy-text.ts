import { enhanceAttribute, enhancedElements } from '~/lib/enhance';

/** Shows the parts of a copy button for `state` ("idle" or "done") and hides the others. */
function show(button: HTMLElement, state: 'idle' | 'done') {
  for (const part of button.querySelectorAll<HTMLElement>('[data-copy-state]')) {
    part.hidden = part.dataset.copyState !== state;
  }
}

const listening = new WeakSet<Document>();

/**
 * Brings the page's copy buttons (`CopyButton`) to life: shown now that they can work, each
 * puts its `data-copy-text` on the clipboard and says so. One listener on the document serves
 * every button; started again, it shows the buttons now on the page and adds no listener.
 */
export function enableCopyText(document: Document) {
  for (const button of enhancedElements(document, 'copy-text')) button.hidden = false;
  if (listening.has(document)) return;
  listening.add(document);
  document.addEventListener('click', (event) => {
    const button =
      event.target instanceof Element ? event.target.closest<HTMLElement>(`[${enhanceAttribute}="copy-text"]`) : null;
    const text = button?.dataset.copyText;
    if (!button || text === undefined) return;
    void navigator.clipboard.writeText(text).then(() => show(button, 'done'));
  });
}
