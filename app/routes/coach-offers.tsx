import type { Route } from './+types/coach-offers';
import { formatMoney, isPlanId, plans } from '@content/plans';
import { getBillingSettings, updateBillingSettings } from '@server/features/billing/billing-settings';
import { describeTerms } from '@server/features/billing/promotions/discount';
import { billingSettingsCheckboxes, billingSettingsFormSchema } from '@server/features/billing/promotions/billing-settings-form.schema';
import { createPromotion, listPromotions } from '@server/features/billing/promotions/promotions';
import { promotionFormSchema } from '@server/features/billing/promotions/promotions.schema';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { ScrollRegion } from '~/components/ui/scroll-region';
import { BillingSettingsForm, billingSettingsIntent } from '~/features/billing/offers/billing-settings-form';
import { createPromotionIntent, PromotionForm } from '~/features/billing/offers/promotion-form';
import { formSuccess, parseForm, readForm, submitWrite, unknownIntent } from '~/lib/forms/form-action.server';
import { formatDate } from '@content/uk-dates';
import { guardedViewer } from '~/lib/page-guards.server';

export const meta: Route.MetaFunction = () => [{ title: 'Offers | Coach area' }];

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.services;
  const [promotions, settings] = await Promise.all([listPromotions(db), getBillingSettings(db)]);
  return {
    settings,
    promotions: promotions.map((row) => ({
      id: row.id,
      code: row.code,
      terms: describeTerms(row, (pence) => formatMoney(pence)),
      plans: row.planIds?.map((id) => (isPlanId(id) ? plans[id].name : id)).join(', ') ?? 'Every plan',
      timesRedeemed: row.timesRedeemed,
      maxRedemptions: row.maxRedemptions,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      revenue: row.revenue,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const coach = guardedViewer(context);
  const actor = { userId: coach.userId, email: coach.email };
  const form = await readForm(request);
  return submitWrite(form, async () => {
    switch (form.get('intent')) {
      case createPromotionIntent: {
        const parsed = parseForm(form, promotionFormSchema, { lists: ['planIds'] });
        if (!parsed.ok) return parsed.failure;
        const created = await createPromotion(context.services, { actor, input: parsed.data });
        return formSuccess(form, `Created ${created.code}`);
      }
      case billingSettingsIntent: {
        const parsed = parseForm(form, billingSettingsFormSchema, { checkboxes: billingSettingsCheckboxes });
        if (!parsed.ok) return parsed.failure;
        await updateBillingSettings(context.services.db, { actor, settings: parsed.data });
        return formSuccess(form, 'Saved');
      }
      default:
        return unknownIntent(form);
    }
  });
}

export default function CoachOffers({ loaderData }: Route.ComponentProps) {
  const { promotions, settings } = loaderData;
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-3xl font-semibold">Offers</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          Promotion codes members enter at checkout, and the billing choices around them. Each code works once per member.
        </p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Create a promotion code</CardTitle>
        </CardHeader>
        <CardContent>
          <PromotionForm />
        </CardContent>
      </Card>
      <section aria-labelledby="codes-heading" className="grid gap-3">
        <h2 id="codes-heading" className="font-sans text-xl font-semibold">
          Promotion codes
        </h2>
        {promotions.length === 0 ? (
          <p className="text-sm text-muted-foreground">No codes yet.</p>
        ) : (
          <ScrollRegion label="Promotion codes" className="rounded-xl border bg-card">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Promotion codes, newest first</caption>
              <thead className="border-b bg-muted/60 text-muted-foreground">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">Code</th>
                  <th scope="col" className="px-4 py-3 font-medium">Terms</th>
                  <th scope="col" className="px-4 py-3 font-medium">Plans</th>
                  <th scope="col" className="px-4 py-3 font-medium">Used</th>
                  <th scope="col" className="px-4 py-3 font-medium">Expires</th>
                  <th scope="col" className="px-4 py-3 font-medium">Revenue</th>
                </tr>
              </thead>
              <tbody>
                {promotions.map((promotion) => (
                  <tr key={promotion.id} className="border-b last:border-0">
                    <th scope="row" className="px-4 py-3 font-mono font-medium">{promotion.code}</th>
                    <td className="px-4 py-3">{promotion.terms}</td>
                    <td className="px-4 py-3">{promotion.plans}</td>
                    <td className="px-4 py-3 whitespace-nowrap">
                      {promotion.timesRedeemed} / {promotion.maxRedemptions ?? 'no limit'}
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap">{promotion.expiresAt ? formatDate(promotion.expiresAt) : 'Never'}</td>
                    <td className="px-4 py-3 whitespace-nowrap">{formatMoney(promotion.revenue)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </section>
      <Card>
        <CardHeader>
          <CardTitle>Billing settings</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6">
          <BillingSettingsForm settings={settings} offers={promotions.map(({ id, code }) => ({ id, code }))} />
          <CancellationOfferRules />
        </CardContent>
      </Card>
    </div>
  );
}

/** When the cancellation offer is shown: the rules findCancellationOffer applies, in words. */
function CancellationOfferRules() {
  return (
    <section aria-labelledby="offer-rules-heading" className="grid gap-2 text-sm">
      <h3 id="offer-rules-heading" className="font-sans text-sm font-semibold">
        Who sees the offer before cancelling
      </h3>
      <p className="text-muted-foreground">A member who starts to cancel is shown the offer only when all of these hold:</p>
      <ul className="ml-5 list-disc space-y-1 text-muted-foreground">
        <li>their membership is running: not paused, and not past the grace period of a failed payment;</li>
        <li>they are not on a promotion already: a member who joined with a code, or took an offer before, is not shown it;</li>
        <li>the code can still be used by them: not expired, not used up, valid for their plan, and never used by them;</li>
        <li>with card payments, the code was created while card payments were set up.</li>
      </ul>
      <p className="text-muted-foreground">Everyone else still sees the pause (when they may take one) beside the cancellation.</p>
    </section>
  );
}
