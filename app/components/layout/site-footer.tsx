import { Clock, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { footerLinks, site } from '@content/site';
import { BrandMark } from './brand-mark';

export function SiteFooter() {
  return (
    <footer className="mt-auto border-t bg-muted/60">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div className="space-y-3">
          <BrandMark />
          <p className="max-w-xs text-sm text-muted-foreground">
            {site.tagline}: applications, interviews and commercial awareness for training contracts and vacation
            schemes.
          </p>
        </div>
        <nav aria-label="Quick links">
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider">Quick links</h2>
          <ul className="mt-3 grid gap-2 text-sm">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-muted-foreground hover:text-foreground hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider">Contact</h2>
          <ul className="mt-3 grid gap-2 text-sm text-muted-foreground">
            <li className="flex items-center gap-2">
              <Mail className="size-4" aria-hidden="true" />
              <a href={`mailto:${site.contactEmail}`} className="hover:text-foreground hover:underline">
                {site.contactEmail}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Clock className="size-4" aria-hidden="true" />
              <span>Office hours: {site.officeHours}</span>
            </li>
            <li>We reply within {site.responseTime}.</li>
          </ul>
        </div>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-muted-foreground sm:px-6">
          © {new Date().getFullYear()} {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
