import { parse, type HTMLElement } from 'node-html-parser';

/** Whitespace as a person reads it: runs collapsed, ends trimmed. */
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * A rendered page as a person (and a screen reader) would read it: its status, where it
 * redirects, its main text, and each form field with the text tied to it.
 */
export async function readPage(res: Response, url: string) {
  const html = await res.text();
  const root = parse(html);
  const main = root.querySelector('main') ?? root;
  const byId = (id: string) => root.querySelector(`[id="${id}"]`);
  const control = (name: string) => {
    const found = root.querySelector(`[name="${name}"]`);
    if (!found) throw new Error(`no field named ${name} on the page`);
    return found;
  };
  return {
    /** The page's own address: where its forms post by default. */
    url,
    status: res.status,
    /** The Location of a redirect (the form's next page), as a path. */
    location: res.headers.get('location'),
    headers: res.headers,
    html,
    root,
    /** The text of the page's main region. */
    text: squash(main.textContent),
    title: squash(root.querySelector('title')?.textContent ?? ''),
    /** The text of every element matching `selector`, in document order. */
    texts: (selector: string) => root.querySelectorAll(selector).map((element) => squash(element.textContent)),
    /** What the form's live regions say: the error summary (role=alert) and the status line. */
    alert: squash(root.querySelectorAll('[role="alert"]').map((element) => element.textContent).join(' ')),
    statusLine: squash(root.querySelectorAll('[role="status"]').map((element) => element.textContent).join(' ')),
    /**
     * A field by name: its value as re-rendered, whether it is marked invalid and the text
     * it is described by (hint and error beside it, or the summary that explains it).
     */
    field(name: string) {
      const element = control(name);
      const describedBy = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
      return {
        value: fieldValue(element),
        invalid: element.getAttribute('aria-invalid') === 'true',
        description: squash(describedBy.map((id) => byId(id)?.textContent ?? '').join(' ')),
      };
    },
    /**
     * What a browser would submit by pressing the button labelled `button`: the form's
     * address and its successful controls, hidden ones included, then the button's own
     * value. `within` picks, among buttons with that label, the one closest to that text
     * (the row or card it belongs to).
     */
    form(button: string, { within }: { within?: string } = {}) {
      const pressed = pickButton(root, button, within);
      const form = ancestors(pressed).find((element) => element.tagName === 'FORM');
      if (!form) throw new Error(`the button "${button}" is in no form`);
      const fields: [string, string][] = [];
      for (const control of form.querySelectorAll('input, select, textarea')) {
        const name = control.getAttribute('name');
        const type = control.getAttribute('type') ?? 'text';
        if (!name || control.hasAttribute('disabled') || ['submit', 'button', 'reset', 'file', 'image'].includes(type)) continue;
        const checkable = type === 'checkbox' || type === 'radio';
        if (checkable && !control.hasAttribute('checked')) continue;
        fields.push([name, checkable ? (control.getAttribute('value') ?? 'on') : (fieldValue(control) ?? '')]);
      }
      const name = pressed.getAttribute('name');
      if (name) fields.push([name, pressed.getAttribute('value') ?? '']);
      const target = new URL(form.getAttribute('action') || url, url);
      return { action: target.pathname + target.search, fields };
    },
  };
}

function ancestors(element: HTMLElement) {
  const found: HTMLElement[] = [];
  for (let parent = element.parentNode; parent; parent = parent.parentNode) found.push(parent);
  return found;
}

/** The button with that label; with `within`, the one whose nearest ancestor holding that text is smallest. */
function pickButton(root: HTMLElement, label: string, within: string | undefined) {
  const named = root
    .querySelectorAll('button, input[type="submit"]')
    .filter((element) => element.getAttribute('aria-label') === label || squash(element.textContent || element.getAttribute('value') || '') === label);
  const distance = (button: HTMLElement) => {
    if (!within) return 0;
    const holder = ancestors(button).find((element) => squash(element.textContent).includes(within));
    return holder ? holder.textContent.length : Infinity;
  };
  const [closest] = named.map((button) => ({ button, distance: distance(button) })).sort((a, b) => a.distance - b.distance);
  if (!closest || closest.distance === Infinity) throw new Error(`no button "${label}"${within ? ` near "${within}"` : ''} on the page`);
  return closest.button;
}

function fieldValue(element: HTMLElement) {
  if (element.tagName === 'TEXTAREA') return element.textContent;
  if (element.tagName === 'SELECT') {
    const option = element.querySelector('option[selected]') ?? element.querySelector('option');
    return option ? (option.getAttribute('value') ?? option.textContent) : null;
  }
  return element.getAttribute('value') ?? null;
}

export type Page = Awaited<ReturnType<typeof readPage>>;
