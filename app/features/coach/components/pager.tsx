import { Link, useSearchParams } from 'react-router';

/** Previous/next links that keep the other query parameters. */
export function Pager({ page, pageSize, total }: { page: number; pageSize: number; total: number }) {
  const [params] = useSearchParams();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    return `?${next.toString()}`;
  };
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-4 text-sm">
      {page > 1 ? <Link to={hrefFor(page - 1)} className="text-primary underline">Previous page</Link> : <span />}
      <span className="text-muted-foreground">
        Page {page} of {pages}
      </span>
      {page < pages ? <Link to={hrefFor(page + 1)} className="text-primary underline">Next page</Link> : <span />}
    </nav>
  );
}
