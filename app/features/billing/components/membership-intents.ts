export const pauseIntent = 'pause';
export const resumeIntent = 'resume';
/** Undoing a cancellation at period end (resuming a cancelled membership, as against a paused one). */
export const undoCancelIntent = 'undo-cancel';
/** Pause, resume and undoing a cancellation post to the payment plan page's action, wherever their buttons are shown. */
export const membershipFormAction = '/payment-plan';
