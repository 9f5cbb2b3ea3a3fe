import { GripVertical } from 'lucide-react';
import { enhance } from '~/lib/enhance';

/**
 * The handle that drags a card to another column: the page's HTML, which the `card-drag`
 * enhancement (`enableCardDrag`) brings to life once the page's script runs. The stage
 * controls are the keyboard's way to do the same, so the handle is hidden from assistive
 * technology.
 */
export function CardDragHandle({ applicationId }: { applicationId: string }) {
  return (
    <div
      {...enhance('card-drag')}
      data-application-id={applicationId}
      aria-hidden="true"
      title="Drag to another stage"
      className="absolute top-0 right-0 grid size-8 cursor-grab touch-none place-items-center rounded-md text-muted-foreground hover:bg-muted data-dragging:cursor-grabbing"
    >
      <GripVertical className="size-5" />
    </div>
  );
}
