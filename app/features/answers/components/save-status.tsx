import type { SaveStatus } from '../use-autosave';

const labels: Record<SaveStatus, string> = {
  saved: 'Saved',
  saving: 'Saving…',
  offline: 'Not saved — offline. Your draft is kept on this device and saves when you reconnect.',
  failed: 'Not saved — please use the Save button.',
};

/** Where the draft stands, announced politely as it changes. */
export function SaveStatusNote({ status }: { status: SaveStatus }) {
  return (
    <p
      role="status"
      className={
        status === 'offline' || status === 'failed'
          ? 'text-sm font-medium text-destructive-text'
          : 'text-sm text-muted-foreground'
      }
    >
      {labels[status]}
    </p>
  );
}
