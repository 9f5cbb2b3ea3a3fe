import { describe, expect, it } from 'vitest';
import { initialRecorderState, problemOf, recorderReducer, type RecorderEvent, type RecorderState } from './recorder-state';

const run = (...events: RecorderEvent[]) => events.reduce(recorderReducer, initialRecorderState());
const ready = (): RecorderEvent[] => [{ type: 'media-asked' }, { type: 'media-ready' }];
const deadline = '2026-11-27T10:01:00.000Z';

describe('recorderReducer', () => {
  it('goes from choosing through preparing and recording to a sent take, and can record again', () => {
    let state: RecorderState = run(...ready(), { type: 'prepare', deadline });
    expect(state).toMatchObject({ step: 'preparing', deadline });
    state = recorderReducer(state, { type: 'recording', deadline });
    expect(state).toMatchObject({ step: 'recording', upload: { status: 'sending', sentBytes: 0 } });
    const events: RecorderEvent[] = [
      { type: 'sent-bytes', sentBytes: 4000 },
      { type: 'stop', reason: 'time' },
    ];
    state = events.reduce(recorderReducer, state);
    expect(state).toMatchObject({ step: 'finishing', deadline: null, stopReason: 'time', upload: { sentBytes: 4000 } });
    state = recorderReducer(state, { type: 'upload-finished' });
    expect(state).toMatchObject({ step: 'finished', upload: { status: 'sent' } });
    expect(recorderReducer(state, { type: 'again', mediaLive: true })).toMatchObject({ step: 'ready', stopReason: null, upload: { status: 'idle' } });
    // The device went meanwhile: choose again.
    expect(recorderReducer(state, { type: 'again', mediaLive: false }).step).toBe('choosing');
  });

  it('waits out a dropped connection while recording and carries on sending when it returns', () => {
    const state = run(...ready(), { type: 'recording', deadline }, { type: 'sent-bytes', sentBytes: 10 }, { type: 'offline' });
    expect(state.upload).toEqual({ status: 'offline', sentBytes: 10 });
    expect(state.step).toBe('recording');
    expect(recorderReducer(state, { type: 'sent-bytes', sentBytes: 20 }).upload).toEqual({ status: 'sending', sentBytes: 20 });
  });

  it('stops on a refusal and keeps the server’s reason, which the stop that follows does not replace', () => {
    const refused = run(...ready(), { type: 'recording', deadline }, { type: 'upload-refused', message: 'This question allows 1 take, and you have recorded 1.' });
    expect(refused).toMatchObject({ step: 'recording', stopReason: 'refused' });
    // Nothing is left to send: the take is over.
    expect(recorderReducer(refused, { type: 'stop', reason: 'early' })).toMatchObject({
      step: 'finished',
      stopReason: 'refused',
      upload: { status: 'refused', message: 'This question allows 1 take, and you have recorded 1.' },
    });
  });

  it('keeps a refusal that came before the browser said recording had begun', () => {
    const early = run(...ready(), { type: 'upload-refused', message: 'This attempt has ended, so it takes no more recordings.' }, { type: 'recording', deadline });
    expect(early).toMatchObject({ step: 'recording', stopReason: 'refused', upload: { status: 'refused' } });
    expect(recorderReducer(early, { type: 'stop', reason: 'device-lost' }).step).toBe('finished');
  });

  it('finishes a take refused while its last chunks were being sent', () => {
    const finishing = run(...ready(), { type: 'recording', deadline }, { type: 'stop', reason: 'time' });
    expect(recorderReducer(finishing, { type: 'upload-refused', message: 'Your recordings may take up 500 MB' })).toMatchObject({ step: 'finished', stopReason: 'time', upload: { status: 'refused' } });
  });

  it('keeps what was recorded when a device is unplugged mid-answer, and asks again when it goes before', () => {
    expect(run(...ready(), { type: 'recording', deadline }, { type: 'device-lost' })).toMatchObject({ step: 'finishing', stopReason: 'device-lost', problem: 'device-lost' });
    expect(run(...ready(), { type: 'prepare', deadline }, { type: 'device-lost' })).toMatchObject({ step: 'choosing', problem: 'device-lost', deadline: null });
  });

  it('offers the microphone alone after the camera was refused, remembering whether one exists', () => {
    const refused = run({ type: 'media-asked' }, { type: 'media-failed', problem: 'denied', microphoneFound: true });
    expect(refused).toMatchObject({ step: 'choosing', problem: 'denied', microphoneFound: true });
    expect(recorderReducer(refused, { type: 'choose', input: 'microphone' })).toMatchObject({ input: 'microphone', step: 'choosing', problem: null, microphoneFound: true });
  });

  it('ignores events that do not belong to the step it is at', () => {
    const choosing = initialRecorderState();
    expect(recorderReducer(choosing, { type: 'prepare', deadline })).toBe(choosing);
    expect(recorderReducer(choosing, { type: 'stop', reason: 'early' })).toBe(choosing);
    const recording = run(...ready(), { type: 'recording', deadline });
    expect(recorderReducer(recording, { type: 'choose', input: 'microphone' })).toBe(recording);
    expect(recorderReducer(recording, { type: 'again', mediaLive: true })).toBe(recording);
  });
});

describe('problemOf', () => {
  const failure = (name: string) => Object.assign(new Error(name), { name });
  it('names what getUserMedia refused', () => {
    expect(problemOf(failure('NotAllowedError'))).toBe('denied');
    expect(problemOf(failure('NotFoundError'))).toBe('no-device');
    expect(problemOf({ name: 'OverconstrainedError', constraint: 'width' })).toBe('no-device');
    expect(problemOf(new TypeError('no mediaDevices'))).toBe('unsupported');
    expect(problemOf(failure('NotReadableError'))).toBe('failed');
    expect(problemOf('odd')).toBe('failed');
  });
});
