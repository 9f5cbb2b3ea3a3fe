import { GripVertical } from 'lucide-react';
import { useRef, useState, type PointerEvent } from 'react';
import { applicationStageIds, type ApplicationStage } from '@content/firms';
import { cn } from '~/lib/cn';
import { dropTargetAttribute, draggingAttribute, stageColumnAttribute, stageFormAttribute } from '../tracker-intents';

type Drag = { card: HTMLElement; pointerId: number; x: number; y: number; over: HTMLElement | null };

const isStage = (value: string | undefined): value is ApplicationStage => applicationStageIds.includes(value as ApplicationStage);

/** How close to the board's edge (px) a dragged card scrolls it, and by how much each move. */
const edge = 48;
const scrollStep = 24;

/** The column under the pointer, looking through the dragged card itself. */
function columnAt(x: number, y: number, card: HTMLElement) {
  const under = document.elementsFromPoint(x, y).find((element) => !card.contains(element));
  return under?.closest<HTMLElement>(`[${stageColumnAttribute}]`) ?? null;
}

/**
 * Sends the card's own stage form with `stage` chosen: the same move as its Move button, so
 * the page answers it the same way (a fetcher where React Router runs, a plain post on the
 * plain page).
 */
function moveWithStageForm(applicationId: string, stage: ApplicationStage) {
  const form = document.querySelector<HTMLFormElement>(`form[${stageFormAttribute}="${applicationId}"]`);
  const select = form?.elements.namedItem('stage');
  if (!form || !(select instanceof HTMLSelectElement)) return;
  select.value = stage;
  form.requestSubmit();
}

/**
 * The handle that drags a card to another column, with a mouse, a pen or a finger (pointer
 * events: one code path, and the handle takes no part in scrolling the page). It is an island
 * of its own: the card, its column and its forms are the page's HTML, which it marks while
 * dragging (the card lifted, the column under the pointer lit) and whose stage form it sends
 * on the drop. The stage controls are the keyboard's way to do the same, so the handle is
 * hidden from assistive technology.
 */
export function CardDragHandle({ applicationId, stage }: { applicationId: string; stage: ApplicationStage }) {
  const drag = useRef<Drag | null>(null);
  const [dragging, setDragging] = useState(false);

  const light = (column: HTMLElement | null) => {
    const current = drag.current;
    if (!current || current.over === column) return;
    current.over?.removeAttribute(dropTargetAttribute);
    column?.setAttribute(dropTargetAttribute, '');
    current.over = column;
  };

  function finish(event: PointerEvent<HTMLElement>, drop: boolean) {
    const current = drag.current;
    if (!current || event.pointerId !== current.pointerId) return;
    light(null);
    drag.current = null;
    current.card.style.transform = '';
    current.card.removeAttribute(draggingAttribute);
    setDragging(false);
    const target = drop ? (columnAt(event.clientX, event.clientY, current.card)?.getAttribute(stageColumnAttribute) ?? undefined) : undefined;
    if (isStage(target) && target !== stage) moveWithStageForm(applicationId, target);
  }

  return (
    <div
      aria-hidden="true"
      title="Drag to another stage"
      className={cn(
        'absolute top-0 right-0 grid size-8 touch-none place-items-center rounded-md text-muted-foreground hover:bg-muted',
        dragging ? 'cursor-grabbing' : 'cursor-grab',
      )}
      onPointerDown={(event) => {
        const card = event.currentTarget.closest<HTMLElement>('article');
        if (event.button !== 0 || !card || drag.current) return;
        event.preventDefault();
        event.currentTarget.setPointerCapture(event.pointerId);
        drag.current = { card, pointerId: event.pointerId, x: event.clientX, y: event.clientY, over: null };
        card.setAttribute(draggingAttribute, '');
        setDragging(true);
      }}
      onPointerMove={(event) => {
        const current = drag.current;
        if (!current || event.pointerId !== current.pointerId) return;
        current.card.style.transform = `translate(${event.clientX - current.x}px, ${event.clientY - current.y}px)`;
        light(columnAt(event.clientX, event.clientY, current.card));
        // Columns off screen come into reach as the card nears the board's edge.
        const board = current.card.closest<HTMLElement>('[role="region"]');
        if (!board) return;
        const { left, right } = board.getBoundingClientRect();
        const by = event.clientX < left + edge ? -scrollStep : event.clientX > right - edge ? scrollStep : 0;
        if (by === 0) return;
        board.scrollBy({ left: by });
        current.x -= by;
      }}
      onPointerUp={(event) => finish(event, true)}
      onPointerCancel={(event) => finish(event, false)}
    >
      <GripVertical className="size-5" />
    </div>
  );
}
