/** The forms the log-in and sign-up pages' actions tell apart (each posts its `intent`). */
export const loginIntent = 'login';
export const signUpIntent = 'signup';
/** Sends the verification link again: offered after an unverified log-in, and on sign-up's "check your inbox" step. */
export const resendIntent = 'resend-verification';
