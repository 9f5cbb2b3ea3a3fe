/** The reason no review can be asked for now, in place of the way to ask. */
export function ReviewUnavailable({ reason }: { reason: string }) {
  return <p className="text-sm text-muted-foreground">{reason}</p>;
}
