import { describe, expect, it } from 'vitest';
import { applicationStageIds, campaignStages, outcomeStages } from '@server/features/applications/application.schema';
import { neighbouringStages } from './tracker-intents';

describe('the step buttons’ stages', () => {
  it('walks the campaign forward and back, ending at an offer', () => {
    expect(neighbouringStages('researching')).toEqual({ previous: undefined, next: 'drafting' });
    expect(neighbouringStages('assessment-centre')).toEqual({ previous: 'video-interview', next: 'offer' });
    expect(neighbouringStages('offer')).toEqual({ previous: 'assessment-centre', next: undefined });
  });

  it('never steps into or out of an outcome', () => {
    for (const stage of outcomeStages) expect(neighbouringStages(stage)).toEqual({ previous: undefined, next: undefined });
    for (const stage of campaignStages) expect(outcomeStages).not.toContain(neighbouringStages(stage).next);
  });

  it('places every stage as a step or an outcome, once', () => {
    expect([...campaignStages, ...outcomeStages].sort()).toEqual([...applicationStageIds].sort());
  });
});
