import { useRef, useState, type PointerEvent } from 'react';
import { useFetcher } from 'react-router';
import { applicationStageIds, type ApplicationStage } from '@server/features/applications/application.schema';
import { rowIntent } from '~/lib/forms/row-intent';
import { stageFetcherKey, trackerIntents } from './tracker-intents';

/** The attribute that names a board column's stage, where a dragged card can be dropped. */
export const stageColumnAttribute = 'data-stage';

type Drag = { id: string; from: ApplicationStage; card: HTMLElement; pointerId: number; x: number; y: number };

const isStage = (value: string | undefined): value is ApplicationStage => applicationStageIds.includes(value as ApplicationStage);

/** How close to the board's edge (px) a dragged card scrolls it, and by how much each move. */
const edge = 48;
const scrollStep = 24;

/** The column under the pointer, looking through the dragged card itself. */
function stageAt(x: number, y: number, card: HTMLElement) {
  const under = document.elementsFromPoint(x, y).find((element) => !card.contains(element));
  const stage = under?.closest<HTMLElement>(`[${stageColumnAttribute}]`)?.getAttribute(stageColumnAttribute) ?? undefined;
  return isStage(stage) ? stage : null;
}

/**
 * Drags a card by its handle to another column, with a mouse, a pen or a finger (pointer
 * events: one code path, and the handle takes no part in scrolling the page). Dropping posts
 * the same stage move as the card's buttons, through their shared fetcher, so the page says
 * what happened and focus follows the card (TrackerResult).
 */
export function useCardDrag() {
  const fetcher = useFetcher({ key: stageFetcherKey });
  const drag = useRef<Drag | null>(null);
  const [overStage, setOverStage] = useState<ApplicationStage | null>(null);
  const [draggingId, setDraggingId] = useState<string | null>(null);

  function finish(event: PointerEvent<HTMLElement>, drop: boolean) {
    const current = drag.current;
    if (!current || event.pointerId !== current.pointerId) return;
    drag.current = null;
    current.card.style.transform = '';
    setDraggingId(null);
    setOverStage(null);
    const stage = drop ? stageAt(event.clientX, event.clientY, current.card) : null;
    if (stage && stage !== current.from) {
      void fetcher.submit({ intent: rowIntent(trackerIntents.stage, current.id), stage }, { method: 'post' });
    }
  }

  const handleProps = (application: { id: string; stage: ApplicationStage }) => ({
    onPointerDown(event: PointerEvent<HTMLElement>) {
      const card = event.currentTarget.closest<HTMLElement>('article');
      if (event.button !== 0 || !card || drag.current) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture(event.pointerId);
      drag.current = { id: application.id, from: application.stage, card, pointerId: event.pointerId, x: event.clientX, y: event.clientY };
      setDraggingId(application.id);
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const current = drag.current;
      if (!current || event.pointerId !== current.pointerId) return;
      current.card.style.transform = `translate(${event.clientX - current.x}px, ${event.clientY - current.y}px)`;
      setOverStage(stageAt(event.clientX, event.clientY, current.card));
      // Columns off screen come into reach as the card nears the board's edge.
      const board = current.card.closest<HTMLElement>('[role="region"]');
      if (!board) return;
      const { left, right } = board.getBoundingClientRect();
      const by = event.clientX < left + edge ? -scrollStep : event.clientX > right - edge ? scrollStep : 0;
      if (by === 0) return;
      board.scrollBy({ left: by });
      current.x -= by;
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => finish(event, true),
    onPointerCancel: (event: PointerEvent<HTMLElement>) => finish(event, false),
  });

  return { overStage, draggingId, handleProps };
}

export type CardDragHandle = ReturnType<ReturnType<typeof useCardDrag>['handleProps']>;
