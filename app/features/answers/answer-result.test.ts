import { describe, expect, it } from 'vitest';
import { answerIntents } from './answer-intents';
import { answerResultOf, resultForAnswer, type AnswerResult } from './answer-result';

const saved: AnswerResult = { ok: true, intent: answerIntents.of('save', 'a1'), message: 'Saved.' };
const asked: AnswerResult = { ok: true, intent: answerIntents.of('review', 'a1'), confirmSend: true };
const refused: AnswerResult = { ok: false, intent: answerIntents.of('check', 'b2'), fieldErrors: { text: 'Too long' }, values: { text: 'x' } };
const questionAdded: AnswerResult = { ok: true, intent: answerIntents.addQuestion, message: 'Question added.' };

describe('the answer workspace’s share of the action’s result', () => {
  it('is any answer’s result', () => {
    expect(answerResultOf(saved)).toBe(saved);
    expect(answerResultOf(refused)).toBe(refused);
  });
  it('leaves out the add-question form’s result, which that form shows itself', () => {
    expect(answerResultOf(questionAdded)).toBeNull();
  });
  it('is nothing when there was no post, or a result names no form', () => {
    expect(answerResultOf(undefined)).toBeNull();
    expect(answerResultOf({ ok: true, message: 'Done.' })).toBeNull();
  });
});

describe('one answer’s result', () => {
  it('is the result of one of its own buttons', () => {
    expect(resultForAnswer(asked, 'a1')).toBe(asked);
    expect(resultForAnswer(refused, 'b2')).toBe(refused);
  });
  it('is not another answer’s result', () => {
    expect(resultForAnswer(saved, 'b2')).toBeNull();
    expect(resultForAnswer(refused, 'a1')).toBeNull();
  });
  it('is nothing without a result', () => {
    expect(resultForAnswer(null, 'a1')).toBeNull();
  });
});
