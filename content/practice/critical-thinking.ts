import { criticalThinkingOptions, type SectionOption } from './sections';

/**
 * Original critical-thinking practice items, written for this portal in the five-section
 * format firms use (no licensed test content). Each passage carries several statements, as
 * in the published format; each statement is one item. The key's rationale is the item's
 * own; the other options' rationales say what that option would need and why it does not
 * fit here.
 */

type Section = keyof typeof criticalThinkingOptions;
type Difficulty = 'easy' | 'medium' | 'hard';

export type SeedCriticalThinkingItem = {
  slug: string;
  section: Section;
  passage: string;
  prompt: string;
  options: Array<SectionOption & { rationale: string }>;
  key: string;
  explanation: string;
  difficulty: Difficulty;
};

/** What each option claims, said once per section: the other options' rationales start from it. */
const optionMeaning: Record<Section, Record<string, string>> = {
  inference: {
    true: '“True” needs the passage to state the inference or leave no reasonable doubt about it.',
    'probably-true': '“Probably true” fits when the facts make it more likely than not, short of certain.',
    'insufficient-data': '“Insufficient data” fits when the passage gives no basis for judging it either way.',
    'probably-false': '“Probably false” fits when the facts make it less likely than not, short of contradicting it.',
    false: '“False” needs the passage to contradict it, or to leave no reasonable doubt that it is wrong.',
  },
  assumptions: {
    made: '“Assumption made” fits when the statement takes the assumption for granted: without it, the statement would not make sense.',
    'not-made': '“Assumption not made” fits when the statement could stand without it.',
  },
  deduction: {
    follows: '“Conclusion follows” needs the conclusion to be true whenever the premises are, with nothing added.',
    'does-not-follow': '“Conclusion does not follow” fits when the premises could all be true and the conclusion still false.',
  },
  interpretation: {
    follows: '“Conclusion follows” fits when the conclusion follows from the passage beyond reasonable doubt, taking the facts as given.',
    'does-not-follow': '“Conclusion does not follow” fits when the conclusion goes beyond what the passage shows.',
  },
  evaluation: {
    strong: '“Strong argument” needs an argument that is both important and directly related to the question.',
    weak: '“Weak argument” fits an argument that is trivial, not directly related to the question, or rests on a side issue.',
  },
};

type Statement = { slug: string; prompt: string; key: string; why: string; difficulty: Difficulty };

/** The items of one passage: its statements, each with the section's options and their rationales. */
function passageItems(section: Section, passage: string, statements: Statement[]): SeedCriticalThinkingItem[] {
  return statements.map(({ slug, prompt, key, why, difficulty }) => ({
    slug,
    section,
    passage,
    prompt,
    key,
    explanation: why,
    difficulty,
    options: criticalThinkingOptions[section].map((option) => ({
      ...option,
      rationale: option.id === key ? `The answer. ${why}` : `${optionMeaning[section][option.id]} ${why}`,
    })),
  }));
}

const inferenceA = passageItems(
  'inference',
  'Harcourt & Wray LLP, a mid-sized City firm, reported that its corporate team billed 18% more hours in the last financial year than in the year before, while the number of lawyers in the team stayed the same. Over the same period its real estate team lost two partners to a competitor, and the team’s fee income fell by 9%. The managing partner told the legal press that the firm would “rebalance towards transactional work” over the next three years.',
  [
    {
      slug: 'inference-a1',
      prompt: 'The corporate team’s lawyers billed, on average, more hours last year than the year before.',
      key: 'true',
      why: 'The team billed 18% more hours with the same number of lawyers, so the average per lawyer must have risen.',
      difficulty: 'easy',
    },
    {
      slug: 'inference-a2',
      prompt: 'The corporate team grew in size last year.',
      key: 'false',
      why: 'The passage says the number of lawyers in the team stayed the same.',
      difficulty: 'easy',
    },
    {
      slug: 'inference-a3',
      prompt: 'The two real estate partners joined Harcourt & Wray’s largest competitor.',
      key: 'insufficient-data',
      why: 'The passage says only that they left for “a competitor”; nothing says which one or how large it is.',
      difficulty: 'medium',
    },
    {
      slug: 'inference-a4',
      prompt: 'The firm’s leadership sees real estate as a less promising area for growth than transactional work.',
      key: 'probably-true',
      why: 'Falling fee income, lost partners and a stated plan to rebalance towards transactional work all point this way, but no one says so outright.',
      difficulty: 'hard',
    },
  ],
);

const inferenceB = passageItems(
  'inference',
  'In a survey of 400 in-house lawyers at UK companies, 62% said they had moved at least one matter away from their usual external firm in the past year. Of those who had moved work, the most common reason given was cost (cited by 71%), followed by responsiveness (44%). The survey was commissioned by a legal technology company that sells billing software to law firms.',
  [
    {
      slug: 'inference-b1',
      prompt: 'Most of the in-house lawyers surveyed had moved at least one matter away from their usual firm in the past year.',
      key: 'true',
      why: '62% is more than half of those surveyed.',
      difficulty: 'easy',
    },
    {
      slug: 'inference-b2',
      prompt: 'No in-house lawyer who moved work did so for a reason other than cost or responsiveness.',
      key: 'probably-false',
      why: 'Cost is called the most common reason “followed by” responsiveness, which suggests a list of other reasons, though the passage does not name any.',
      difficulty: 'hard',
    },
    {
      slug: 'inference-b3',
      prompt: 'The company that commissioned the survey hopes its results will help it sell billing software.',
      key: 'probably-true',
      why: 'A seller of billing software paying for a survey about cost is likely to hope it helps sales, but its motive is not stated.',
      difficulty: 'medium',
    },
    {
      slug: 'inference-b4',
      prompt: 'Every in-house lawyer who cited cost also cited responsiveness.',
      key: 'false',
      why: '71% cited cost and only 44% responsiveness, so at least 27% of those who moved work cited cost without responsiveness.',
      difficulty: 'medium',
    },
  ],
);

const inferenceDiagnostic = passageItems(
  'inference',
  'Since a Leeds firm introduced a compressed four-day working week for its support staff in January, applications for its support roles have doubled compared with the same months last year. The firm has not changed the salaries it offers for those roles.',
  [
    {
      slug: 'inference-d1',
      prompt: 'The firm’s support staff now work their hours over four days a week.',
      key: 'true',
      why: 'That is what a compressed four-day working week means, and the passage says it was introduced.',
      difficulty: 'easy',
    },
    {
      slug: 'inference-d2',
      prompt: 'The firm received more applications for support roles this January than last January.',
      key: 'probably-true',
      why: 'Applications doubled over the months since January, so January itself very likely rose too, but the passage gives no month-by-month figures.',
      difficulty: 'medium',
    },
  ],
);

const assumptionsA = passageItems(
  'assumptions',
  '“We should move our client onboarding checks to the new verification platform before the anti-money-laundering audit in March, so that the auditors see one consistent process.” — the firm’s compliance partner',
  [
    {
      slug: 'assumptions-a1',
      prompt: 'The auditors will look at how the firm onboards clients.',
      key: 'made',
      why: 'Wanting the auditors to “see” a consistent process takes for granted that they will look at it.',
      difficulty: 'easy',
    },
    {
      slug: 'assumptions-a2',
      prompt: 'The new platform will give a more consistent process than the firm has now.',
      key: 'made',
      why: 'Moving to the platform “so that” the process is consistent assumes the platform brings more consistency than the present checks.',
      difficulty: 'medium',
    },
    {
      slug: 'assumptions-a3',
      prompt: 'The firm’s present onboarding checks breach the money laundering rules.',
      key: 'not-made',
      why: 'The aim is consistency, not compliance: the statement says nothing about the present checks being unlawful.',
      difficulty: 'medium',
    },
    {
      slug: 'assumptions-a4',
      prompt: 'The new platform is the cheapest option available.',
      key: 'not-made',
      why: 'Cost is not mentioned; the recommendation rests on consistency alone.',
      difficulty: 'easy',
    },
  ],
);

const assumptionsB = passageItems(
  'assumptions',
  '“The client has instructed us on its last three acquisitions, so we can expect to be instructed on the next one.” — a relationship partner',
  [
    {
      slug: 'assumptions-b1',
      prompt: 'The client will make another acquisition.',
      key: 'made',
      why: 'Speaking of “the next one” takes for granted that there will be one.',
      difficulty: 'medium',
    },
    {
      slug: 'assumptions-b2',
      prompt: 'Which firm a client instructed in the past is a guide to which firm it will instruct in future.',
      key: 'made',
      why: 'The “so” draws the expectation from past instructions alone, which only works if the past is a guide.',
      difficulty: 'easy',
    },
    {
      slug: 'assumptions-b3',
      prompt: 'The client’s last three acquisitions were all in the same sector.',
      key: 'not-made',
      why: 'Nothing in the reasoning depends on the sectors of the deals.',
      difficulty: 'easy',
    },
    {
      slug: 'assumptions-b4',
      prompt: 'No other firm has ever acted for the client.',
      key: 'not-made',
      why: 'The partner relies on the last three instructions, which leaves room for other firms on earlier or different work.',
      difficulty: 'hard',
    },
  ],
);

const assumptionsDiagnostic = passageItems(
  'assumptions',
  '“Our trainees should all attend the new contract drafting course: it will cut the number of errors partners find in their first drafts.” — a training principal',
  [
    {
      slug: 'assumptions-d1',
      prompt: 'Partners at present find errors in trainees’ first drafts.',
      key: 'made',
      why: 'The course can only “cut” the number of errors partners find if they find some now.',
      difficulty: 'easy',
    },
    {
      slug: 'assumptions-d2',
      prompt: 'The course is compulsory for all associates.',
      key: 'not-made',
      why: 'The statement concerns trainees and recommends the course; it assumes nothing about associates or about the course being compulsory.',
      difficulty: 'easy',
    },
  ],
);

const deductionA = passageItems(
  'deduction',
  'All of the firm’s banking partners sit on its finance committee. Some members of the finance committee are based in the Manchester office. No one based in the Manchester office works on the firm’s litigation matters.',
  [
    {
      slug: 'deduction-a1',
      prompt: 'Some banking partners are based in the Manchester office.',
      key: 'does-not-follow',
      why: 'The committee members in Manchester need not be banking partners: the committee may have other members.',
      difficulty: 'medium',
    },
    {
      slug: 'deduction-a2',
      prompt: 'No banking partner based in Manchester works on litigation matters.',
      key: 'follows',
      why: 'No one based in Manchester works on litigation, banking partners included.',
      difficulty: 'easy',
    },
    {
      slug: 'deduction-a3',
      prompt: 'Some members of the finance committee do not work on litigation matters.',
      key: 'follows',
      why: 'Some committee members are in Manchester, and no one in Manchester works on litigation.',
      difficulty: 'medium',
    },
    {
      slug: 'deduction-a4',
      prompt: 'Everyone on the finance committee is a banking partner.',
      key: 'does-not-follow',
      why: 'The premises say every banking partner is on the committee, not that everyone on the committee is a banking partner.',
      difficulty: 'easy',
    },
  ],
);

const deductionB = passageItems(
  'deduction',
  'Every contract the firm signs on a client’s behalf must first be approved by a partner. The firm signed the Norland supply agreement on a client’s behalf last week. Partners do not approve contracts on Fridays.',
  [
    {
      slug: 'deduction-b1',
      prompt: 'A partner approved the Norland supply agreement.',
      key: 'follows',
      why: 'The firm signed it on a client’s behalf, and every such contract must first be approved by a partner.',
      difficulty: 'easy',
    },
    {
      slug: 'deduction-b2',
      prompt: 'The Norland supply agreement was approved on a day other than a Friday.',
      key: 'follows',
      why: 'A partner approved it, and partners do not approve contracts on Fridays.',
      difficulty: 'medium',
    },
    {
      slug: 'deduction-b3',
      prompt: 'The Norland supply agreement was signed on a day other than a Friday.',
      key: 'does-not-follow',
      why: 'The rule is about the day of approval; the firm may sign on a later day, a Friday included.',
      difficulty: 'hard',
    },
    {
      slug: 'deduction-b4',
      prompt: 'Every contract a partner approves is then signed by the firm on a client’s behalf.',
      key: 'does-not-follow',
      why: 'This reverses the rule: approval is needed before signing, but an approved contract need not be signed.',
      difficulty: 'medium',
    },
  ],
);

const deductionDiagnostic = passageItems(
  'deduction',
  'No document filed at the court after 4pm is treated as filed that day. The claim form in Patel v Ashdown was treated as filed on 3 June.',
  [
    {
      slug: 'deduction-d1',
      prompt: 'The claim form was not filed after 4pm on 3 June.',
      key: 'follows',
      why: 'Had it been filed after 4pm on 3 June, it would not have been treated as filed that day.',
      difficulty: 'hard',
    },
    {
      slug: 'deduction-d2',
      prompt: 'The claim form was filed on 3 June.',
      key: 'does-not-follow',
      why: 'It might have been filed after 4pm on an earlier day and treated as filed on the next, 3 June.',
      difficulty: 'hard',
    },
  ],
);

const interpretationA = passageItems(
  'interpretation',
  'In the year after a commercial court began requiring parties to attempt mediation before a trial date is fixed, the number of commercial cases reaching trial fell from 420 to 310. The number of new commercial claims issued stayed roughly level, at about 2,000 a year.',
  [
    {
      slug: 'interpretation-a1',
      prompt: 'Fewer commercial cases reached trial in the year after the requirement began than in the year before.',
      key: 'follows',
      why: 'The figures fell from 420 to 310.',
      difficulty: 'easy',
    },
    {
      slug: 'interpretation-a2',
      prompt: 'The mediation requirement caused all of the 110 fewer trials.',
      key: 'does-not-follow',
      why: 'The passage shows the two happened together, not that the requirement alone caused the whole fall.',
      difficulty: 'medium',
    },
    {
      slug: 'interpretation-a3',
      prompt: 'The fall in trials was not the result of fewer claims being issued.',
      key: 'follows',
      why: 'New claims stayed roughly level while trials fell by about a quarter, so fewer claims cannot explain it.',
      difficulty: 'hard',
    },
    {
      slug: 'interpretation-a4',
      prompt: 'Mediation gives parties fairer outcomes than a trial.',
      key: 'does-not-follow',
      why: 'The passage counts trials; it says nothing about how fair any outcome was.',
      difficulty: 'easy',
    },
  ],
);

const interpretationB = passageItems(
  'interpretation',
  'Of the 60 trainees who qualified with a firm over the last three years, 45 had first attended its vacation scheme. All 60 were offered associate roles on qualifying, and 52 accepted.',
  [
    {
      slug: 'interpretation-b1',
      prompt: 'Most trainees who qualified with the firm in that period had attended its vacation scheme.',
      key: 'follows',
      why: '45 of 60 is three quarters.',
      difficulty: 'easy',
    },
    {
      slug: 'interpretation-b2',
      prompt: 'At least 37 of those who accepted associate roles had attended the vacation scheme.',
      key: 'follows',
      why: 'Only 15 of the 60 had not attended the scheme, so at least 52 − 15 = 37 of those who accepted had.',
      difficulty: 'hard',
    },
    {
      slug: 'interpretation-b3',
      prompt: 'The vacation scheme is the best route to a training contract at the firm.',
      key: 'does-not-follow',
      why: 'The passage describes who qualified, not how many applied by each route or how likely each route was to succeed.',
      difficulty: 'medium',
    },
    {
      slug: 'interpretation-b4',
      prompt: 'Every trainee who had attended the vacation scheme accepted an associate role.',
      key: 'does-not-follow',
      why: 'Eight trainees declined, and any of them may have attended the scheme.',
      difficulty: 'medium',
    },
  ],
);

const interpretationDiagnostic = passageItems(
  'interpretation',
  'A firm’s pro bono housing clinic advised 240 tenants last year, up from 150 the year before. Its volunteer rota grew from 20 to 30 lawyers over the same period.',
  [
    {
      slug: 'interpretation-d1',
      prompt: 'The clinic advised more tenants per volunteer last year than the year before.',
      key: 'follows',
      why: '240 ÷ 30 is 8 per volunteer, against 150 ÷ 20 = 7.5 the year before.',
      difficulty: 'medium',
    },
    {
      slug: 'interpretation-d2',
      prompt: 'More tenants needed housing advice last year than the year before.',
      key: 'does-not-follow',
      why: 'The clinic advised more tenants, which may reflect its larger rota rather than greater need.',
      difficulty: 'medium',
    },
  ],
);

const evaluationA = passageItems(
  'evaluation',
  'Question: should the firm require all associates to work from the office at least four days a week?',
  [
    {
      slug: 'evaluation-a1',
      prompt: 'Yes: trainees and junior associates learn much of their craft by watching and working beside experienced lawyers, which happens most readily in person.',
      key: 'strong',
      why: 'How junior lawyers learn is important to a firm and bears directly on where its associates work.',
      difficulty: 'easy',
    },
    {
      slug: 'evaluation-a2',
      prompt: 'No: some associates prefer working from home.',
      key: 'weak',
      why: 'A preference held by some, with nothing about its effect on the work or the firm, does not carry the question.',
      difficulty: 'easy',
    },
    {
      slug: 'evaluation-a3',
      prompt: 'No: the firm’s own survey found a four-day rule would lead a quarter of its associates to look for other jobs, and replacing an associate costs more than a year’s salary.',
      key: 'strong',
      why: 'Losing a quarter of its associates at that cost is important and follows directly from the rule in question.',
      difficulty: 'medium',
    },
    {
      slug: 'evaluation-a4',
      prompt: 'Yes: the office was recently refurbished at great expense.',
      key: 'weak',
      why: 'Money already spent does not make attendance more valuable; the argument rests on a cost that cannot be recovered either way.',
      difficulty: 'medium',
    },
  ],
);

const evaluationB = passageItems(
  'evaluation',
  'Question: should large companies be required to publish how long they take to pay their suppliers’ invoices?',
  [
    {
      slug: 'evaluation-b1',
      prompt: 'Yes: late payment is a leading cause of small businesses failing, and publication lets suppliers choose customers who pay promptly.',
      key: 'strong',
      why: 'It names a serious harm and shows directly how publication would reduce it.',
      difficulty: 'easy',
    },
    {
      slug: 'evaluation-b2',
      prompt: 'No: companies already publish a great deal of information.',
      key: 'weak',
      why: 'How much else is published says nothing about whether this information is worth publishing.',
      difficulty: 'medium',
    },
    {
      slug: 'evaluation-b3',
      prompt: 'Yes: everyone likes to know more about the companies they deal with.',
      key: 'weak',
      why: 'A general liking for information is trivial beside the question’s purpose, and overstated (“everyone”).',
      difficulty: 'easy',
    },
    {
      slug: 'evaluation-b4',
      prompt: 'No: compiling the figures would cost so much that large companies would pass the cost on by paying their small suppliers less.',
      key: 'strong',
      why: 'If true, the rule would harm the very suppliers it means to protect: important, and directly about the rule.',
      difficulty: 'hard',
    },
  ],
);

const evaluationDiagnostic = passageItems(
  'evaluation',
  'Question: should law firms pay trainees for the time they spend studying for their qualifying examinations?',
  [
    {
      slug: 'evaluation-d1',
      prompt: 'Yes: firms that do so recruit from a wider range of backgrounds, as candidates without family money can afford to train.',
      key: 'strong',
      why: 'Who can afford to qualify is an important effect, and it follows directly from paying for study time.',
      difficulty: 'medium',
    },
    {
      slug: 'evaluation-d2',
      prompt: 'No: trainees were not paid for study time in the past.',
      key: 'weak',
      why: 'That something was not done before is no reason on its own not to do it now.',
      difficulty: 'easy',
    },
  ],
);

/** The items of the full test and the section drills: eight per section, 40 in all. */
export const criticalThinkingItems: SeedCriticalThinkingItem[] = [
  ...inferenceA,
  ...inferenceB,
  ...assumptionsA,
  ...assumptionsB,
  ...deductionA,
  ...deductionB,
  ...interpretationA,
  ...interpretationB,
  ...evaluationA,
  ...evaluationB,
];

/** The free diagnostic's own items, two per section, so the diagnostic does not give away the full test. */
export const diagnosticItems: SeedCriticalThinkingItem[] = [
  ...inferenceDiagnostic,
  ...assumptionsDiagnostic,
  ...deductionDiagnostic,
  ...interpretationDiagnostic,
  ...evaluationDiagnostic,
];
