import { ChevronDown, ChevronUp, MoveHorizontal, ZoomIn, ZoomOut } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { PageNumberInput } from './page-number-input';
import { formatZoom } from './zoom';

type ViewerToolbarProps = {
  page: number;
  pageCount: number;
  zoom: number;
  isFit: boolean;
  canZoomIn: boolean;
  canZoomOut: boolean;
  /** Nothing to control yet (loading or failed). */
  disabled: boolean;
  onGoToPage: (page: number) => void;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onFitToWidth: () => void;
};

/** Paging and zoom controls. Deliberately no download or print. */
export function ViewerToolbar({
  page,
  pageCount,
  zoom,
  isFit,
  canZoomIn,
  canZoomOut,
  disabled,
  onGoToPage,
  onZoomIn,
  onZoomOut,
  onFitToWidth,
}: ViewerToolbarProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b bg-card px-2 py-1.5 sm:px-3">
      <div className="flex items-center gap-1">
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label="Previous page"
          disabled={disabled || page <= 1}
          onClick={() => onGoToPage(page - 1)}
        >
          <ChevronUp />
        </Button>
        <PageNumberInput page={page} pageCount={pageCount} disabled={disabled} onGoToPage={onGoToPage} />
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label="Next page"
          disabled={disabled || page >= pageCount}
          onClick={() => onGoToPage(page + 1)}
        >
          <ChevronDown />
        </Button>
      </div>
      <div className="flex items-center gap-1">
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label="Zoom out"
          disabled={disabled || !canZoomOut}
          onClick={onZoomOut}
        >
          <ZoomOut />
        </Button>
        <span className="w-12 text-center text-sm text-muted-foreground tabular-nums">
          <span className="sr-only">Zoom </span>
          {formatZoom(zoom)}
        </span>
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label="Zoom in"
          disabled={disabled || !canZoomIn}
          onClick={onZoomIn}
        >
          <ZoomIn />
        </Button>
        <Button
          variant={isFit ? 'secondary' : 'ghost'}
          size="sm"
          aria-pressed={isFit}
          disabled={disabled}
          onClick={onFitToWidth}
        >
          <MoveHorizontal aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Fit to width</span>
        </Button>
      </div>
    </div>
  );
}
