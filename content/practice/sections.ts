/**
 * The sections of the online tests firms set, as members and coaches read them, and the
 * answer options each critical-thinking section offers (the same options on every item of a
 * section, as in the published format).
 */
export const criticalThinkingSectionNames = {
  inference: 'Inference',
  assumptions: 'Recognition of assumptions',
  deduction: 'Deduction',
  interpretation: 'Interpretation',
  evaluation: 'Evaluation of arguments',
} as const;

/** A situational-judgement test reports one section per way of answering. */
export const situationalJudgementSectionNames = {
  'most-least': 'Most and least effective',
  rate: 'Rating responses',
  rank: 'Ranking responses',
} as const;

export type SectionOption = { id: string; text: string };

export const criticalThinkingOptions: Record<keyof typeof criticalThinkingSectionNames, SectionOption[]> = {
  inference: [
    { id: 'true', text: 'True' },
    { id: 'probably-true', text: 'Probably true' },
    { id: 'insufficient-data', text: 'Insufficient data' },
    { id: 'probably-false', text: 'Probably false' },
    { id: 'false', text: 'False' },
  ],
  assumptions: [
    { id: 'made', text: 'Assumption made' },
    { id: 'not-made', text: 'Assumption not made' },
  ],
  deduction: [
    { id: 'follows', text: 'Conclusion follows' },
    { id: 'does-not-follow', text: 'Conclusion does not follow' },
  ],
  interpretation: [
    { id: 'follows', text: 'Conclusion follows' },
    { id: 'does-not-follow', text: 'Conclusion does not follow' },
  ],
  evaluation: [
    { id: 'strong', text: 'Strong argument' },
    { id: 'weak', text: 'Weak argument' },
  ],
};
