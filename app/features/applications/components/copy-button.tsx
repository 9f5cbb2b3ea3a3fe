import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '~/components/ui/button';

/** Copies the link once scripts run; before that (or without them) the field can be selected and copied by hand. */
export function CopyButton({ text }: { text: string }) {
  const [ready, setReady] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  return (
    <Button
      type="button"
      variant="outline"
      onClick={() => void navigator.clipboard.writeText(text).then(() => setCopied(true))}
    >
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {copied ? 'Copied' : 'Copy link'}
    </Button>
  );
}
