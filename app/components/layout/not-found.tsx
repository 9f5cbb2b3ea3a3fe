import { Link } from 'react-router';
import { Button } from '~/components/ui/button';

export function NotFound() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="font-serif text-7xl font-semibold text-primary">404</p>
      <h1 className="mt-4 text-3xl font-semibold">Oops! Page not found</h1>
      <p className="mt-3 text-muted-foreground">The page you were looking for does not exist or has moved.</p>
      <Button asChild className="mt-8">
        <Link to="/">Return to Home</Link>
      </Button>
    </section>
  );
}
