/** Where an emailed verification link leads: the verified page, which offers the way back to `returnTo`. */
export const verifiedLinkTarget = (returnTo: string | undefined) =>
  returnTo ? `/email-verified?continue=${encodeURIComponent(returnTo)}` : undefined;
