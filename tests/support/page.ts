import { parse, type HTMLElement } from 'node-html-parser';

/** Whitespace as a person reads it: runs collapsed, ends trimmed. */
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * A rendered page as a person (and a screen reader) would read it: its status, where it
 * redirects, its main text, and each form field with the text tied to it.
 */
export async function readPage(res: Response, url: string) {
  const root = parse(await res.text());
  const main = root.querySelector('main') ?? root;
  const byId = (id: string) => root.querySelector(`[id="${id}"]`);
  /** A form control (not a button sharing its name, like the header's theme toggle). */
  const control = (name: string, value?: string) => {
    const found = root
      .querySelectorAll(`[name="${name}"]`)
      .find((element) => ['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName) && (value === undefined || element.getAttribute('value') === value));
    if (!found) throw new Error(`no field named ${name}${value === undefined ? '' : ` with value ${value}`} on the page`);
    return found;
  };
  return {
    /** The page's own address: where its forms post by default. */
    url,
    status: res.status,
    /** The Location of a redirect (the form's next page), as a path. */
    location: pathOf(res.headers.get('location'), url),
    /** The parsed document, for what the helpers below do not cover. */
    root,
    /** The text of the page's main region. */
    text: squash(main.textContent),
    /** The text of every element matching `selector`, in document order. */
    texts: (selector: string) => root.querySelectorAll(selector).map((element) => squash(element.textContent)),
    /** What the form's live regions say: the error summary (role=alert) and the status line. */
    alert: squash(root.querySelectorAll('[role="alert"]').map((element) => element.textContent).join(' ')),
    statusLine: squash(root.querySelectorAll('[role="status"]').map((element) => element.textContent).join(' ')),
    /**
     * A field by name (and value, among checkboxes sharing a name): its value as re-rendered,
     * whether it is checked, whether it is marked invalid and the text it is described by
     * (hint and error beside it, or the summary that explains it).
     */
    field(name: string, value?: string) {
      const element = control(name, value);
      const describedBy = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
      return {
        value: fieldValue(element),
        checked: element.hasAttribute('checked'),
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
      // A button (or control) outside its form names it with the `form` attribute.
      const formId = pressed.getAttribute('form');
      const form = formId ? byId(formId) : ancestors(pressed).find((element) => element.tagName === 'FORM');
      if (!form) throw new Error(`the button "${button}" is in no form`);
      const outside = form.id ? root.querySelectorAll(`[form="${form.id}"]`) : [];
      const fields: [string, string][] = [];
      for (const control of [...form.querySelectorAll('input, select, textarea'), ...outside.filter((element) => element.tagName !== 'BUTTON')]) {
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
      const method = form.getAttribute('method')?.toLowerCase() === 'post' ? 'post' : 'get';
      return { action: target.pathname + target.search, method, fields } as const;
    },
  };
}

/** A redirect's target as a path on this site (React Router may answer with an absolute URL). */
function pathOf(location: string | null, base: string) {
  if (!location) return null;
  const target = new URL(location, base);
  return target.origin === new URL(base).origin ? target.pathname + target.search : target.href;
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
