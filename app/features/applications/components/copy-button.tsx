import { Check, Copy } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { enhance } from '~/lib/enhance';

/**
 * Copies `text` once the page's script runs (the `copy-text` enhancement, `enableCopyText`),
 * which shows the button; before that, or without scripts, it stays hidden and the field
 * beside it can be selected and copied by hand. Each state's icon and words are written here;
 * the enhancement only shows one or the other (`data-copy-state`).
 */
export function CopyButton({ text }: { text: string }) {
  return (
    <Button variant="outline" {...enhance('copy-text')} data-copy-text={text} hidden>
      <span data-copy-state="idle" className="inline-flex items-center gap-2">
        <Copy aria-hidden="true" /> Copy link
      </span>
      <span data-copy-state="done" hidden className="inline-flex items-center gap-2">
        <Check aria-hidden="true" /> Copied
      </span>
    </Button>
  );
}
