import { Form, useNavigation } from 'react-router';
import type { ButtonProps } from '~/components/ui/button';
import { SubmitButton } from '~/components/ui/submit-button';

export const portalIntent = 'portal';
/** The payment plan page's action opens the portal, wherever the button is shown. */
const portalAction = '/payment-plan';

/** Opens the provider's portal (upgrade, downgrade, cancel, full history): a form whose action redirects there. */
export function ManagePlanButton({ children = 'Manage subscription', ...props }: Omit<ButtonProps, 'type'>) {
  const navigation = useNavigation();
  const opening = navigation.formAction === portalAction && navigation.formData?.get('intent') === portalIntent;
  return (
    <Form method="post" action={portalAction} className="contents">
      <input type="hidden" name="intent" value={portalIntent} />
      <SubmitButton pending={opening} pendingLabel="Opening..." {...props}>
        {children}
      </SubmitButton>
    </Form>
  );
}
