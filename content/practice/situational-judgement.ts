/**
 * Original situational-judgement scenarios set in a law firm, written for this portal (no
 * licensed test content), two in each way of answering: most and least effective, a rating
 * of each response from 1 (very ineffective) to 4 (very effective), and a ranking from most
 * to least effective. Every response carries the coaches' reasoning, shown after submission.
 */

type Response = { id: string; text: string; rationale: string };

export type SeedSituationalItem = {
  slug: string;
  passage: string;
  prompt: string;
  options: Response[];
  explanation: string;
  difficulty: 'easy' | 'medium' | 'hard';
} & (
  | { format: 'most-least'; key: { most: string; least: string } }
  | { format: 'rate'; key: { ratings: Record<string, number> } }
  | { format: 'rank'; key: { order: string[] } }
);

const mostLeastPrompt = 'Choose the most effective and the least effective response.';
const ratePrompt = 'Rate each response from 1 (very ineffective) to 4 (very effective).';
const rankPrompt = 'Rank the responses from most effective to least effective.';

export const situationalItems: SeedSituationalItem[] = [
  {
    slug: 'sjt-competing-deadlines',
    format: 'most-least',
    passage:
      'You are a trainee in the corporate team. At 4pm an associate asks you to prepare the board minutes for a completion first thing tomorrow. At 4.30pm a partner on another matter asks you to proof-read a 60-page disclosure letter by 9am. You cannot do both well by the morning.',
    prompt: mostLeastPrompt,
    options: [
      {
        id: 'a',
        text: 'Tell the partner about the associate’s request, ask which should come first, and suggest how the other could be covered.',
        rationale: 'Most effective: the people who own the deadlines decide between them with the facts in front of them, and you bring a way forward rather than only a problem.',
      },
      {
        id: 'b',
        text: 'Work through the night to do both yourself without telling either of them.',
        rationale: 'Well meant, but tired work on a completion document and a disclosure letter risks errors, and neither lawyer knows the risk they are carrying.',
      },
      {
        id: 'c',
        text: 'Do the partner’s task first because the partner is more senior, and tell the associate in the morning that the minutes are not ready.',
        rationale: 'Least effective: seniority is not urgency, and the associate learns too late to find anyone else before a completion.',
      },
      {
        id: 'd',
        text: 'Ask another trainee whether they could take one of the tasks, then tell both lawyers what you have arranged.',
        rationale: 'Resourceful and open, but the lawyers may not be content with a handover they did not agree, so it comes behind asking them first.',
      },
    ],
    key: { most: 'a', least: 'c' },
    explanation: 'When two deadlines cannot both be met, say so early to the people who set them and let them choose, with a suggestion.',
    difficulty: 'easy',
  },
  {
    slug: 'sjt-email-wrong-recipient',
    format: 'most-least',
    passage:
      'Ten minutes ago you emailed a client’s draft share purchase agreement to what you thought was the client’s general counsel. You now see that the address belongs to someone with a similar name at a different company.',
    prompt: mostLeastPrompt,
    options: [
      {
        id: 'a',
        text: 'Tell your supervisor straight away, so the firm can contact the recipient, ask them to delete it, and decide with the risk team whether the client must be told.',
        rationale: 'Most effective: a misdirected confidential document is a matter for the firm’s risk procedures, and the sooner they start the more can be contained.',
      },
      {
        id: 'b',
        text: 'Email the recipient asking them to delete the message, and take no further step because it was probably not opened.',
        rationale: 'Asking for deletion helps, but deciding alone that nothing more is needed leaves the firm unable to meet its duties to the client.',
      },
      {
        id: 'c',
        text: 'Try to recall the message and, if the recall report says it worked, take no further step.',
        rationale: 'A recall often fails outside the firm’s own systems, and the report is not proof; it also keeps the incident from those who must know.',
      },
      {
        id: 'd',
        text: 'Wait to see whether the recipient replies before deciding what to do.',
        rationale: 'Least effective: waiting loses the time in which the disclosure could be contained, and hides the problem.',
      },
    ],
    key: { most: 'a', least: 'd' },
    explanation: 'Report a data incident at once through the firm’s procedure; fixing it quietly yourself is never the answer.',
    difficulty: 'medium',
  },
  {
    slug: 'sjt-colleague-mistake',
    format: 'rate',
    passage:
      'A fellow trainee filed a client company’s confirmation statement at Companies House with the wrong registered office address. They have asked you not to tell anyone, as they will “fix it quietly next week”.',
    prompt: ratePrompt,
    options: [
      {
        id: 'a',
        text: 'Encourage them to tell the supervising associate today, and offer to go with them.',
        rationale: 'Very effective (4): the error reaches the person responsible quickly, and your colleague keeps ownership of it with your support.',
      },
      {
        id: 'b',
        text: 'Agree to say nothing, as it is their mistake to fix.',
        rationale: 'Very ineffective (1): a wrong public filing for a client stays uncorrected and the supervisor does not know.',
      },
      {
        id: 'c',
        text: 'Tell the supervising associate yourself without speaking to the trainee first.',
        rationale: 'Fairly ineffective (2): the error is reported, but going over your colleague’s head without a word damages trust when a conversation would have done.',
      },
      {
        id: 'd',
        text: 'Find the Companies House guidance on correcting the filing, share it with the trainee, and tell them it should be reported today.',
        rationale: 'Fairly effective (3): helpful and clear about reporting, but it leaves the reporting to them without making sure it happens.',
      },
    ],
    key: { ratings: { a: 4, b: 1, c: 2, d: 3 } },
    explanation: 'Mistakes on a client’s matter are reported promptly; supporting a colleague to report their own is better than either hiding it or reporting behind their back.',
    difficulty: 'medium',
  },
  {
    slug: 'sjt-upset-client-call',
    format: 'rate',
    passage:
      'A client phones you, a trainee, directly. They are upset that a completion has been delayed and ask you to tell them “what is really going on”. You know the delay is caused by the other side, but the associate running the matter is in a meeting for the next hour.',
    prompt: ratePrompt,
    options: [
      {
        id: 'a',
        text: 'Listen, acknowledge their frustration, tell them the associate will call back within the hour, and pass the message on at once.',
        rationale: 'Very effective (4): the client is heard, gets a firm time for a full answer, and the matter stays with the lawyer responsible.',
      },
      {
        id: 'b',
        text: 'Explain in detail what you understand the other side has done wrong.',
        rationale: 'Fairly ineffective (2): you may be wrong or incomplete, and the associate may be handling the other side in a way you do not know.',
      },
      {
        id: 'c',
        text: 'Tell the client you cannot discuss the matter and end the call.',
        rationale: 'Very ineffective (1): an upset client is left with nothing, and the firm learns nothing of their concern.',
      },
      {
        id: 'd',
        text: 'After the call, email the associate a note of it and the client’s concerns, then check they have seen it.',
        rationale: 'Fairly effective (3): the associate is told and you make sure, but the client is left without knowing when they will hear back.',
      },
    ],
    key: { ratings: { a: 4, b: 2, c: 1, d: 3 } },
    explanation: 'With an upset client, listen, give a clear next step and a time, and keep the person running the matter informed.',
    difficulty: 'easy',
  },
  {
    slug: 'sjt-unreviewed-folder',
    format: 'rank',
    passage:
      'You are a trainee in the disputes team. The day before a disclosure deadline you find a folder of a custodian’s emails that seems never to have been reviewed. Some may be relevant to the issues in the case.',
    prompt: rankPrompt,
    options: [
      {
        id: 'a',
        text: 'Tell the supervising associate immediately, explaining what you found and where.',
        rationale: 'First: disclosure duties are the client’s and the firm’s, and the associate must decide at once whether to review, seek more time or tell the other side.',
      },
      {
        id: 'b',
        text: 'Start reviewing the emails yourself and report once you know how many are relevant.',
        rationale: 'Second: useful work, but it spends hours the associate may need to act on the deadline.',
      },
      {
        id: 'c',
        text: 'Note the folder in the matter file and mention it at the next weekly team meeting.',
        rationale: 'Third: it is recorded, but the deadline will have passed before anyone acts on it.',
      },
      {
        id: 'd',
        text: 'Leave the folder alone, as the review stage has formally closed.',
        rationale: 'Last: possibly relevant documents go undisclosed, which can harm the client’s case and breach the duty of disclosure.',
      },
    ],
    key: { order: ['a', 'b', 'c', 'd'] },
    explanation: 'A problem that touches a court deadline goes to the person responsible at once; the value of information falls fast as a deadline nears.',
    difficulty: 'medium',
  },
  {
    slug: 'sjt-backdating-request',
    format: 'rank',
    passage:
      'A partner asks you to change the date on a client’s signed engagement letter so that it appears to have been signed before the firm started work, because the client signed it late.',
    prompt: rankPrompt,
    options: [
      {
        id: 'a',
        text: 'Explain that you are not comfortable changing the date on a signed document, and suggest a new letter recording when the work actually began.',
        rationale: 'First: it refuses to make a record misleading and offers an honest way to achieve what the partner needs.',
      },
      {
        id: 'b',
        text: 'Ask the firm’s compliance officer for guidance before doing anything.',
        rationale: 'Second: the right place to take a concern about integrity, though speaking to the partner first may settle it directly.',
      },
      {
        id: 'c',
        text: 'Put the task off and hope the partner forgets about it.',
        rationale: 'Third: it avoids doing wrong but leaves the problem unresolved and the partner uninformed.',
      },
      {
        id: 'd',
        text: 'Change the date as asked, but keep a note that the partner told you to.',
        rationale: 'Fourth: the note does not make a misleading document honest; you would still have made it.',
      },
      {
        id: 'e',
        text: 'Change the date as asked, since the partner is responsible for the matter.',
        rationale: 'Last: every solicitor and trainee answers for their own integrity; an instruction does not excuse a misleading document.',
      },
    ],
    key: { order: ['a', 'b', 'c', 'd', 'e'] },
    explanation: 'Integrity is personal: decline to mislead, offer an honest alternative, and know where to take a concern.',
    difficulty: 'hard',
  },
];
