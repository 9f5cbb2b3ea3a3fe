export const pauseIntent = 'pause';
export const resumeIntent = 'resume';
/** Pause and resume post to the payment plan page's action, wherever their buttons are shown. */
export const membershipFormAction = '/payment-plan';
