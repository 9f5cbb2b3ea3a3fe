import { Form, Link } from 'react-router';
import type { Route } from './+types/payment-plan-cancel';
import { cancellationReasons, type CancellationReason } from '@server/db/schema/vocabulary';
import {
  cancellationReasonLabels,
  cancellationReasonSchema,
  cancelSchema,
  pauseInsteadSchema,
} from '@server/features/billing/lifecycle/lifecycle.schema';
import {
  acceptCancellationOffer,
  accessEndIfCancelled,
  cancelSubscription,
  findCancellationOffer,
  mayPause,
  pauseSubscription,
} from '@server/features/billing/lifecycle/membership-changes';
import { getSubscriptionStatus } from '@server/features/billing/subscription-status';
import { pageErrorBoundary } from '~/components/layout/page-error-boundary';
import type { RouteHandle } from '~/lib/route-handle';
import { PageHeader } from '~/components/layout/page-header';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { ErrorSummary } from '~/components/ui/error-summary';
import { FormField } from '~/components/ui/form-field';
import { FormStatus } from '~/components/ui/form-status';
import { Textarea } from '~/components/ui/input';
import { SubmitButton } from '~/components/ui/submit-button';
import { PauseMonthsField } from '~/features/billing/components/pause-forms';
import { formSuccess, parseForm, readForm, submitWrite, unknownIntent } from '~/lib/forms/form-action.server';
import { fieldErrorsOf } from '~/lib/forms/form-result';
import { useActionForm } from '~/lib/forms/use-action-form';
import { formatDate } from '@content/uk-dates';
import { guardedViewer } from '~/lib/page-guards.server';

export const meta: Route.MetaFunction = () => [{ title: 'Cancel membership | Clearpath Law Coaching' }, { name: 'robots', content: 'noindex' }];

const cancelIntent = 'cancel';
const pauseInsteadIntent = 'pause-instead';
const acceptOfferIntent = 'accept-offer';

/**
 * Step 1 (no reason in the address): why. Step 2 (?reason=…&comment=…, sent by step 1's GET
 * form): the pause and the coaches' offer when they apply, beside a plain confirmation.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = guardedViewer(context);
  const { services } = context;
  const params = url.searchParams;
  // Step 1 always sends its comment box, so "Continue" with no reason ticked is told apart
  // from a first visit and answered with the reason's error.
  const submitted = params.has('reason') || params.has('comment');
  const chosen = submitted
    ? cancellationReasonSchema.safeParse({ reason: params.get('reason') ?? undefined, comment: params.get('comment') ?? undefined })
    : undefined;
  const [status, canPause, offer, accessUntil] = await Promise.all([
    getSubscriptionStatus(services, { userId: viewer.userId }),
    mayPause(services, { userId: viewer.userId }),
    findCancellationOffer(services, { userId: viewer.userId }),
    accessEndIfCancelled(services, { userId: viewer.userId }),
  ]);
  return {
    status,
    canPause,
    offer: offer ? { terms: offer.terms } : null,
    accessUntil: accessUntil?.toISOString() ?? null,
    feedback: chosen?.success ? chosen.data : null,
    reasonErrors: chosen && !chosen.success ? fieldErrorsOf(chosen.error) : {},
    typedComment: params.get('comment') ?? '',
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = guardedViewer(context);
  const { services } = context;
  const form = await readForm(request);
  return submitWrite(form, async () => {
    switch (form.get('intent')) {
      case cancelIntent: {
        const parsed = parseForm(form, cancelSchema);
        if (!parsed.ok) return parsed.failure;
        const { accessUntil, pauseEnded } = await cancelSubscription(services, { userId: viewer.userId, feedback: parsed.data });
        const pause = pauseEnded ? ' Your pause has ended and the paid time you had left runs from today.' : '';
        return formSuccess(form, `Your membership is cancelled.${pause} You keep access until ${formatDate(accessUntil)}.`);
      }
      case pauseInsteadIntent: {
        const parsed = parseForm(form, pauseInsteadSchema);
        if (!parsed.ok) return parsed.failure;
        const { months, ...feedback } = parsed.data;
        const { resumesAt } = await pauseSubscription(services, { userId: viewer.userId, months, feedback });
        return formSuccess(form, `Your membership is paused until ${formatDate(resumesAt)}.`);
      }
      case acceptOfferIntent: {
        const parsed = parseForm(form, cancellationReasonSchema);
        if (!parsed.ok) return parsed.failure;
        const { terms } = await acceptCancellationOffer(services, { userId: viewer.userId, feedback: parsed.data });
        return formSuccess(form, `Offer applied: ${terms}. Your membership continues.`);
      }
      default:
        return unknownIntent(form);
    }
  });
}

type Feedback = { reason: CancellationReason; comment?: string | undefined };

/** The reason and comment, carried from step 1 into each of step 2's forms. */
function FeedbackFields({ feedback }: { feedback: Feedback }) {
  return (
    <>
      <input type="hidden" name="reason" value={feedback.reason} />
      {feedback.comment ? <input type="hidden" name="comment" value={feedback.comment} /> : null}
    </>
  );
}

export default function CancelMembershipPage({ loaderData }: Route.ComponentProps) {
  const { status, canPause, offer, accessUntil, feedback, reasonErrors, typedComment } = loaderData;
  const paused = status.status === 'paused';
  const outcome = useActionForm();

  let body;
  if (outcome.message) {
    body = (
      <Card>
        <CardContent className="grid gap-4 pt-6">
          <FormStatus message={outcome.message} />
          <BackLink>Back to your payment plan</BackLink>
        </CardContent>
      </Card>
    );
  } else if (!status.subscribed && !paused) {
    body = (
      <Card>
        <CardContent className="grid gap-4 pt-6">
          <p>You have no active membership to cancel.</p>
          <BackLink>Back to your payment plan</BackLink>
        </CardContent>
      </Card>
    );
  } else if (status.cancelAtPeriodEnd) {
    body = (
      <Card>
        <CardContent className="grid gap-4 pt-6">
          <p className="font-medium">
            Your membership is cancelled. You keep access until {status.currentPeriodEnd ? formatDate(status.currentPeriodEnd) : 'the end of the period'}.
          </p>
          <BackLink>Back to your payment plan</BackLink>
        </CardContent>
      </Card>
    );
  } else if (!feedback) {
    body = <ReasonStep errors={reasonErrors} comment={typedComment} paused={paused} />;
  } else {
    body = (
      <ConfirmStep
        feedback={feedback}
        canPause={canPause}
        offer={offer}
        accessUntil={accessUntil}
        paused={paused}
        outcome={outcome}
      />
    );
  }

  return (
    <>
      <PageHeader title="Cancel membership" description="Tell us why, then choose what happens next." />
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6">
        <ErrorSummary id={outcome.summaryId} messages={[outcome.formError, ...Object.values(outcome.errors), ...Object.values(reasonErrors)]} />
        {body}
      </div>
    </>
  );
}

function BackLink({ children }: { children: string }) {
  return (
    <Link to="/payment-plan" className="justify-self-start text-sm text-primary underline">
      {children}
    </Link>
  );
}

const reasonErrorId = 'cancel-reason-error';

/** Step 1: the reason (required) and an optional comment, sent by GET so step 2 is an address. */
function ReasonStep({ errors, comment, paused }: { errors: Record<string, string>; comment: string; paused: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Why are you cancelling?</CardTitle>
      </CardHeader>
      <CardContent>
        <Form method="get" className="grid gap-6">
          {paused ? (
            <p className="text-sm text-muted-foreground">
              Your membership is paused. You do not need to resume it first: cancelling ends the pause, the paid time you had left runs from
              today, and then your membership ends. Nothing more is charged.
            </p>
          ) : null}
          <fieldset className="grid gap-2" aria-invalid={errors.reason ? true : undefined} aria-describedby={errors.reason ? reasonErrorId : undefined}>
            <legend className="mb-2 text-sm font-medium">Choose the reason that fits best</legend>
            {cancellationReasons.map((reason) => (
              <label key={reason} className="flex items-center gap-2 text-sm">
                <input type="radio" name="reason" value={reason} className="size-4 accent-[var(--primary)]" />
                {cancellationReasonLabels[reason]}
              </label>
            ))}
            {errors.reason ? (
              <p id={reasonErrorId} className="text-sm font-medium text-destructive-text">
                {errors.reason}
              </p>
            ) : null}
          </fieldset>
          <FormField label="Anything else you would like to tell us?" optional error={errors.comment} hint="Up to 1000 characters. Coaches read every comment.">
            <Textarea name="comment" maxLength={1000} defaultValue={comment} />
          </FormField>
          <div className="flex flex-wrap items-center gap-4">
            <Button type="submit">Continue</Button>
            <BackLink>Keep my membership</BackLink>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}

/** Step 2: the alternatives that apply, and a plain confirmation of equal weight. */
function ConfirmStep({
  feedback,
  canPause,
  offer,
  accessUntil,
  paused,
  outcome,
}: {
  feedback: Feedback;
  canPause: boolean;
  offer: { terms: string } | null;
  accessUntil: string | null;
  paused: boolean;
  outcome: ReturnType<typeof useActionForm>;
}) {
  const until = accessUntil ? formatDate(accessUntil) : 'the end of your paid period';
  return (
    <div className="grid gap-6">
      <p className="text-sm text-muted-foreground">
        Your reason: {cancellationReasonLabels[feedback.reason]}.{' '}
        <Link to="/payment-plan/cancel" className="text-primary underline">
          Change it
        </Link>
      </p>
      <div className="grid gap-6 md:grid-cols-2">
        {canPause ? (
          <Card>
            <CardHeader>
              <CardTitle>Pause instead</CardTitle>
            </CardHeader>
            <CardContent>
              <Form method="post" className="grid gap-4">
                <input type="hidden" name="intent" value={pauseInsteadIntent} />
                <FeedbackFields feedback={feedback} />
                <p className="text-sm text-muted-foreground">No charge and no premium access while paused; you keep the paid time you have left.</p>
                <PauseMonthsField error={outcome.errors.months} />
                <SubmitButton className="justify-self-start" pending={outcome.pending} pendingLabel="Pausing...">
                  Pause membership
                </SubmitButton>
              </Form>
            </CardContent>
          </Card>
        ) : null}
        {offer ? (
          <Card>
            <CardHeader>
              <CardTitle>Stay with an offer</CardTitle>
            </CardHeader>
            <CardContent>
              <Form method="post" className="grid gap-4">
                <input type="hidden" name="intent" value={acceptOfferIntent} />
                <FeedbackFields feedback={feedback} />
                <p className="text-sm">
                  <span className="font-medium">{offer.terms}</span> on your current plan, from your next payment.
                </p>
                <SubmitButton className="justify-self-start" pending={outcome.pending} pendingLabel="Applying...">
                  Accept offer
                </SubmitButton>
              </Form>
            </CardContent>
          </Card>
        ) : null}
        <Card>
          <CardHeader>
            <CardTitle>Cancel</CardTitle>
          </CardHeader>
          <CardContent>
            <Form method="post" className="grid gap-4">
              <input type="hidden" name="intent" value={cancelIntent} />
              <FeedbackFields feedback={feedback} />
              <p className="text-sm text-muted-foreground">
                {paused ? 'Your pause ends now and the paid time you had left runs from today. ' : null}
                Your membership will not renew. You keep access until {until}.
              </p>
              <SubmitButton className="justify-self-start" pending={outcome.pending} pendingLabel="Cancelling...">
                Confirm cancellation
              </SubmitButton>
            </Form>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

export const handle = { what: 'the cancellation' } satisfies RouteHandle;

export const ErrorBoundary = pageErrorBoundary();
