import { applicationStageIds, type ApplicationStage } from '@content/firms';
import { enhanceAttribute } from '~/lib/enhance';
import { dropTargetAttribute, draggingAttribute, stageColumnAttribute, stageFormAttribute } from './tracker-intents';

type Drag = {
  handle: HTMLElement;
  card: HTMLElement;
  pointerId: number;
  x: number;
  y: number;
  over: HTMLElement | null;
};

const isStage = (value: string | null | undefined): value is ApplicationStage =>
  applicationStageIds.includes(value as ApplicationStage);

/** How close to the board's edge (px) a dragged card scrolls it, and by how much each move. */
const edge = 48;
const scrollStep = 24;

/** The column under the pointer, looking through the dragged card itself. */
function columnAt(document: Document, x: number, y: number, card: HTMLElement) {
  const under = document.elementsFromPoint(x, y).find((element) => !card.contains(element));
  return under?.closest<HTMLElement>(`[${stageColumnAttribute}]`) ?? null;
}

/** Sends the card's own stage form with `stage` chosen: the same move as its Move button, answered the same way. */
function moveWithStageForm(document: Document, applicationId: string, stage: ApplicationStage) {
  const form = document.querySelector<HTMLFormElement>(`form[${stageFormAttribute}="${applicationId}"]`);
  const select = form?.elements.namedItem('stage');
  if (!form || !(select instanceof HTMLSelectElement)) return;
  select.value = stage;
  form.requestSubmit();
}

const listening = new WeakSet<Document>();

/**
 * Lets each card's handle (`CardDragHandle`) drag it to another column, with a mouse, a pen or
 * a finger (pointer events: one code path). It marks the page's own HTML while dragging (the
 * card lifted, the column under the pointer lit) and on the drop sends the card's stage form.
 * One listener on the document serves every card, so a board of fifty cards costs no more
 * than one until a drag begins; started again, it adds none.
 */
export function enableCardDrag(document: Document) {
  if (listening.has(document)) return;
  listening.add(document);
  let drag: Drag | null = null;

  const light = (column: HTMLElement | null) => {
    if (!drag || drag.over === column) return;
    drag.over?.removeAttribute(dropTargetAttribute);
    column?.setAttribute(dropTargetAttribute, '');
    drag.over = column;
  };

  function move(event: PointerEvent) {
    if (!drag || event.pointerId !== drag.pointerId) return;
    drag.card.style.transform = `translate(${event.clientX - drag.x}px, ${event.clientY - drag.y}px)`;
    light(columnAt(document, event.clientX, event.clientY, drag.card));
    // Columns off screen come into reach as the card nears the board's edge.
    const board = drag.card.closest<HTMLElement>('[role="region"]');
    if (!board) return;
    const { left, right } = board.getBoundingClientRect();
    const by = event.clientX < left + edge ? -scrollStep : event.clientX > right - edge ? scrollStep : 0;
    if (by === 0) return;
    board.scrollBy({ left: by });
    drag.x -= by;
  }

  function finish(event: PointerEvent, drop: boolean) {
    const current = drag;
    if (!current || event.pointerId !== current.pointerId) return;
    light(null);
    drag = null;
    current.handle.removeEventListener('pointermove', move);
    current.handle.removeEventListener('pointerup', dropped);
    current.handle.removeEventListener('pointercancel', cancelled);
    current.card.style.transform = '';
    current.card.removeAttribute(draggingAttribute);
    current.handle.removeAttribute(draggingAttribute);
    const from = current.card.closest(`[${stageColumnAttribute}]`)?.getAttribute(stageColumnAttribute);
    const to = drop
      ? columnAt(document, event.clientX, event.clientY, current.card)?.getAttribute(stageColumnAttribute)
      : undefined;
    const applicationId = current.handle.dataset.applicationId;
    if (applicationId && isStage(to) && to !== from) moveWithStageForm(document, applicationId, to);
  }
  const dropped = (event: PointerEvent) => finish(event, true);
  const cancelled = (event: PointerEvent) => finish(event, false);

  document.addEventListener('pointerdown', (event) => {
    const handle =
      event.target instanceof Element ? event.target.closest<HTMLElement>(`[${enhanceAttribute}="card-drag"]`) : null;
    const card = handle?.closest<HTMLElement>('article');
    if (!handle || !card || event.button !== 0 || drag) return;
    event.preventDefault();
    // Captured, the pointer's moves and its release come to the handle wherever it goes.
    handle.setPointerCapture(event.pointerId);
    drag = { handle, card, pointerId: event.pointerId, x: event.clientX, y: event.clientY, over: null };
    card.setAttribute(draggingAttribute, '');
    handle.setAttribute(draggingAttribute, '');
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', dropped);
    handle.addEventListener('pointercancel', cancelled);
  });
}
