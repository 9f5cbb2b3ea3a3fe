import { ArrowRight, Brain, Download, ExternalLink, FileSpreadsheet, type LucideIcon, Lock, MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { site } from '@content/site';
import { Button } from '~/components/ui/button';
import { useViewer } from '~/lib/viewer';
import { Badge } from '../badge';
import { Section } from '../section';
import { SectionHeading } from '../section-heading';

type Resource = {
  title: string;
  body: string;
  icon: LucideIcon;
  badge: string;
  action: { label: string; icon: LucideIcon } & (
    | { kind: 'external'; href: string }
    | { kind: 'download'; href: string }
    | { kind: 'page'; to: string; hint?: string }
  );
};

const applicationTracker: Resource = {
  title: 'Application Tracking Template',
  body: 'A ready-made Notion template to track every firm, deadline, stage and outcome in one place, so nothing slips through the cracks.',
  icon: FileSpreadsheet,
  badge: 'Free',
  action: { kind: 'external', href: site.links.applicationTracker, label: 'Open Template', icon: ExternalLink },
};

/** Why the question bank is locked for this viewer, read out with its button. */
const lockedHint = (paused: boolean) => (paused ? ' (your membership is paused)' : ' (premium membership required)');

/** Open to a subscriber; locked for everyone else, leading to the page that offers the plans (or, while paused, the way to resume). */
const questionBank = ({ subscribed, paused }: { subscribed: boolean; paused: boolean }): Resource => ({
  title: 'Interview Question Bank',
  body: '100+ real interview questions, from motivation and competency to commercial awareness and partner interviews, with guidance on strong answers.',
  icon: MessagesSquare,
  badge: subscribed ? 'In your membership' : 'Member Exclusive',
  action: {
    kind: 'page',
    to: '/interview-question-bank',
    ...(subscribed
      ? { label: 'Open Question Bank', icon: ArrowRight }
      : { label: 'Open for members', hint: lockedHint(paused), icon: Lock }),
  },
});

const arcticShoresGuide: Resource = {
  title: 'Arctic Shores Assessment Guide',
  body: 'How the game-based Arctic Shores assessment works, what it measures and how to approach each task calmly on the day.',
  icon: Brain,
  badge: 'Free PDF',
  action: { kind: 'download', href: site.links.arcticShoresGuide, label: 'Download Guide', icon: Download },
};

function ResourceAction({ action }: { action: Resource['action'] }) {
  const Icon = action.icon;
  const content = (
    <>
      <Icon aria-hidden="true" />
      {action.label}
    </>
  );
  if (action.kind === 'page') {
    return (
      <Button asChild variant="secondary" className="w-full">
        <Link to={action.to}>
          {content}
          {action.hint ? <span className="sr-only">{action.hint}</span> : null}
        </Link>
      </Button>
    );
  }
  return (
    <Button asChild variant="outline" className="w-full">
      {action.kind === 'external' ? (
        <a href={action.href} target="_blank" rel="noopener noreferrer">
          {content}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : (
        <a href={action.href} download>
          {content}
          <span className="sr-only"> (PDF)</span>
        </a>
      )}
    </Button>
  );
}

/**
 * Free tools for every visitor, and a taste of what members get, as this viewer sees it.
 * Visitors share one copy of the home page (ADR 0010): the viewer is null there.
 */
export function FreeResources() {
  const viewer = useViewer();
  const resources = [applicationTracker, questionBank({ subscribed: viewer?.subscribed ?? false, paused: viewer?.paused ?? false }), arcticShoresGuide];
  return (
    <Section labelledBy="free-resources-title" tone="muted">
      <SectionHeading
        id="free-resources-title"
        eyebrow="Free resources"
        title="Start preparing today"
        description="Practical tools to organise your applications and get ready for online assessments."
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {resources.map(({ title, body, icon: Icon, badge, action }) => (
          <li key={title} className="flex flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
            <div className="flex items-start justify-between gap-4">
              <span
                aria-hidden="true"
                className="grid size-11 place-items-center rounded-lg bg-primary text-primary-foreground"
              >
                <Icon className="size-5" />
              </span>
              <Badge variant={action.kind === 'page' ? 'primary' : 'accent'}>{badge}</Badge>
            </div>
            <h3 className="mt-5 text-xl font-semibold">{title}</h3>
            <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">{body}</p>
            <div className="mt-6">
              <ResourceAction action={action} />
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
