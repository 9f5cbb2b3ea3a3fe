import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Form, useNavigation, useSearchParams } from 'react-router';
import { isPlanId, planWithPrice, type PlanId } from '@content/plans';
import { ErrorSummary } from '~/components/ui/error-summary';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { SubmitButton } from '~/components/ui/submit-button';
import type { ButtonProps } from '~/components/ui/button';
import { useActionForm } from '~/lib/forms/use-action-form';
import { useViewer } from '~/lib/viewer';

export const checkoutIntent = 'checkout';
const checkoutFormId = 'plan-checkout';

/**
 * The one form behind every plan's button on the services page: each button submits it
 * with its plan (`form` and `name="planId"`), and the page's action sends the person on to
 * checkout, or to log in first. Its summary shows why checkout could not start (a plan
 * already held). After logging in (or confirming a new account) from a plan button, it offers
 * the way on to that plan, with its price and why it starts paid if the free trial was used.
 * Its optional promotion code goes with whichever plan is chosen; a code refused is shown
 * beside the field, with the way on to the plan that was chosen.
 */
export function CheckoutForm({ noTrial = {} }: { noTrial?: Partial<Record<PlanId, string>> }) {
  const form = useActionForm({ intent: checkoutIntent });
  const [params] = useSearchParams();
  const viewer = useViewer();
  const chosen = form.value('planId', params.get('checkout') ?? '') ?? '';
  const continuing = viewer && !viewer.subscribed && isPlanId(chosen) ? chosen : null;
  return (
    <Form id={checkoutFormId} method="post" ref={form.formRef} className="mx-auto max-w-3xl has-[[role=alert]>*]:mt-8">
      {form.intentInput}
      <ErrorSummary id={form.summaryId} messages={[form.formError, form.errors.planId, form.errors.promotionCode]} />
      {continuing ? (
        <div
          role="status"
          className="mt-8 flex flex-col items-start gap-3 rounded-xl border border-gold/60 bg-accent p-5 text-accent-foreground sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="grid gap-1">
            <p>
              You are logged in as {viewer?.email}. Continue to secure checkout for <strong>{planWithPrice(continuing)}</strong>.
            </p>
            {noTrial[continuing] ? <p className="text-sm font-medium">{noTrial[continuing]}</p> : null}
          </div>
          <CheckoutButton planId={continuing} variant="gold">
            Continue to checkout
          </CheckoutButton>
        </div>
      ) : null}
      {viewer?.subscribed ? null : (
        <FormField
          label="Promotion code"
          optional
          hint="Have a code? Enter it, then choose your plan."
          error={form.errors.promotionCode}
          className="mx-auto mt-8 max-w-xs"
        >
          <Input
            name="promotionCode"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            defaultValue={form.value('promotionCode', params.get('promotionCode') ?? '')}
          />
        </FormField>
      )}
    </Form>
  );
}

/** Submits the checkout form for one plan; says so while checkout opens. */
export function CheckoutButton({ planId, children, ...props }: Omit<ButtonProps, 'form' | 'name' | 'value'> & { planId: PlanId; children: ReactNode }) {
  const navigation = useNavigation();
  const opening = navigation.formData?.get('intent') === checkoutIntent ? navigation.formData.get('planId') : null;
  return (
    <SubmitButton
      form={checkoutFormId}
      name="planId"
      value={planId}
      pending={opening === planId}
      disabled={opening !== null}
      pendingLabel="Opening checkout..."
      {...props}
    >
      {children}
      <ArrowRight aria-hidden="true" />
    </SubmitButton>
  );
}
