import { Link } from 'react-router';
import { site } from '@content/site';

export function BrandMark() {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-md font-serif text-lg font-semibold tracking-tight">
      <span aria-hidden="true" className="grid size-8 place-items-center rounded-md bg-primary text-primary-foreground">
        C
      </span>
      <span>
        {site.shortName}
        <span className="hidden text-muted-foreground sm:inline"> Law Coaching</span>
      </span>
    </Link>
  );
}
