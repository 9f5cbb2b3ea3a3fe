import { useState } from 'react';
import { Input } from '~/components/ui/input';

type PageNumberInputProps = {
  page: number;
  pageCount: number;
  disabled: boolean;
  onGoToPage: (page: number) => void;
};

/** "Page [n] of M": the number is editable and Enter jumps to it. */
export function PageNumberInput({ page, pageCount, disabled, onGoToPage }: PageNumberInputProps) {
  // Typing happens in a draft so that scrolling does not overwrite it; blur discards it.
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    const target = Number.parseInt(draft ?? '', 10);
    if (Number.isFinite(target)) onGoToPage(target);
    setDraft(null);
  };

  return (
    <div className="flex items-center gap-1.5 text-sm text-muted-foreground">
      <span aria-hidden="true">Page</span>
      <Input
        aria-label="Page number"
        inputMode="numeric"
        autoComplete="off"
        enterKeyHint="go"
        disabled={disabled}
        value={disabled ? '' : (draft ?? String(page))}
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, '').slice(0, 5))}
        onFocus={(event) => event.target.select()}
        onBlur={() => setDraft(null)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
          else if (event.key === 'Escape') setDraft(null);
        }}
        className="h-9 w-14 px-1 text-center text-foreground tabular-nums"
      />
      <span className="tabular-nums">
        of {pageCount || '–'}
      </span>
    </div>
  );
}
