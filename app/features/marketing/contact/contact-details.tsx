import { Clock, HelpCircle, Mail, MessageSquareReply } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { consultationLabel, site } from '@content/site';
import { BookingLink } from '~/components/layout/booking-link';

function Detail({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-lg bg-accent text-accent-foreground">
        {icon}
      </span>
      <div className="text-sm">
        <h3 className="font-sans text-sm font-semibold">{title}</h3>
        <div className="mt-1 text-muted-foreground">{children}</div>
      </div>
    </li>
  );
}

/** Email, office hours, response time, the FAQ and the booking page. */
export function ContactDetails() {
  return (
    <aside aria-labelledby="contact-details-title" className="space-y-6">
      <div className="rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
        <h2 id="contact-details-title" className="text-2xl font-semibold">
          Get in touch
        </h2>
        <ul className="mt-6 grid gap-6">
          <Detail icon={<Mail className="size-5" />} title="Email">
            <a
              href={`mailto:${site.contactEmail}`}
              className="break-all font-medium text-primary underline-offset-4 hover:underline"
            >
              {site.contactEmail}
            </a>
          </Detail>
          <Detail icon={<Clock className="size-5" />} title="Office hours">
            {site.officeHours}
          </Detail>
          <Detail icon={<MessageSquareReply className="size-5" />} title="Response time">
            We reply within {site.responseTime}.
          </Detail>
          <Detail icon={<HelpCircle className="size-5" />} title="Quick answers">
            Many questions are answered in our{' '}
            <Link to="/faq" className="font-medium text-primary underline underline-offset-4">
              FAQ
            </Link>
            .
          </Detail>
        </ul>
      </div>
      <div className="rounded-2xl border bg-accent/50 p-6 sm:p-8">
        <h2 className="text-xl font-semibold">Prefer to pick a time?</h2>
        <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
          Choose a slot for your free {site.consultationMinutes}-minute consultation directly in our calendar.
        </p>
        <BookingLink className="mt-5 h-auto min-h-10 w-full whitespace-normal py-2">{consultationLabel}</BookingLink>
      </div>
    </aside>
  );
}
