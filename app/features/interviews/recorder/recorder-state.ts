import type { InputKind } from './recording-types';

/**
 * What the recorder beside a question is doing, as a pure reducer the component drives from
 * the browser's media and upload events. The steps: choose camera or microphone, turn it on
 * (preview and level meter), prepare (a countdown), record (a countdown that stops it),
 * finish sending, done. Problems with the devices and refusals from the server are kept
 * beside the step they interrupted, in words the page shows.
 */

/** Why the browser gave no camera or microphone (see `problemOf`). */
export type MediaProblem = 'denied' | 'no-device' | 'unsupported' | 'failed' | 'device-lost';

export type Step = 'choosing' | 'starting' | 'ready' | 'preparing' | 'recording' | 'finishing' | 'finished';

/** Why a recording stopped: its time ran out, the member stopped it, a device went, or the server refused the take. */
export type StopReason = 'time' | 'early' | 'device-lost' | 'refused';

export type UploadState =
  | { status: 'idle' }
  | { status: 'sending'; sentBytes: number }
  | { status: 'offline'; sentBytes: number }
  | { status: 'sent' }
  | { status: 'refused'; message: string };

export type RecorderState = {
  input: InputKind;
  step: Step;
  /** The end of the preparation or the answer, on the server's clock (ISO), while counting. */
  deadline: string | null;
  problem: MediaProblem | null;
  /** Whether a microphone exists when the camera could not be had (null: not known). */
  microphoneFound: boolean | null;
  stopReason: StopReason | null;
  upload: UploadState;
};

export type RecorderEvent =
  | { type: 'choose'; input: InputKind }
  | { type: 'media-asked' }
  | { type: 'media-ready' }
  | { type: 'media-failed'; problem: MediaProblem; microphoneFound: boolean | null }
  | { type: 'prepare'; deadline: string }
  | { type: 'recording'; deadline: string }
  | { type: 'stop'; reason: StopReason }
  | { type: 'device-lost' }
  | { type: 'sent-bytes'; sentBytes: number }
  | { type: 'offline' }
  | { type: 'upload-refused'; message: string }
  | { type: 'upload-finished' }
  | { type: 'again'; mediaLive: boolean };

export const initialRecorderState = (input: InputKind = 'camera'): RecorderState => ({
  input,
  step: 'choosing',
  deadline: null,
  problem: null,
  microphoneFound: null,
  stopReason: null,
  upload: { status: 'idle' },
});

const counting = (step: Step) => step === 'preparing' || step === 'recording';

export function recorderReducer(state: RecorderState, event: RecorderEvent): RecorderState {
  switch (event.type) {
    case 'choose':
      return state.step === 'choosing' || state.step === 'ready' ? { ...initialRecorderState(event.input), microphoneFound: state.microphoneFound } : state;
    case 'media-asked':
      return { ...state, step: 'starting', problem: null };
    case 'media-ready':
      return state.step === 'starting' ? { ...state, step: 'ready' } : state;
    case 'media-failed':
      return { ...state, step: 'choosing', problem: event.problem, microphoneFound: event.microphoneFound };
    case 'prepare':
      return state.step === 'ready' ? { ...state, step: 'preparing', deadline: event.deadline, stopReason: null, upload: { status: 'idle' } } : state;
    case 'recording':
      if (state.step !== 'ready' && state.step !== 'preparing') return state;
      // The server can refuse the take before the browser reports recording has begun.
      if (state.upload.status === 'refused') return { ...state, step: 'recording', deadline: event.deadline, stopReason: 'refused' };
      return { ...state, step: 'recording', deadline: event.deadline, stopReason: null, upload: { status: 'sending', sentBytes: 0 } };
    case 'stop':
      if (state.step !== 'recording') return state;
      // A refused take has nothing left to send, and the refusal has already said why it stopped.
      if (state.upload.status === 'refused') return { ...state, step: 'finished', deadline: null };
      return { ...state, step: 'finishing', deadline: null, stopReason: event.reason };
    case 'device-lost':
      if (state.step === 'recording') return { ...state, step: 'finishing', deadline: null, stopReason: 'device-lost', problem: 'device-lost' };
      if (state.step === 'finishing' || state.step === 'finished') return state;
      // Before an answer began: nothing is recorded; choose again.
      return { ...state, step: 'choosing', deadline: null, problem: 'device-lost' };
    case 'sent-bytes':
      return state.upload.status === 'sending' || state.upload.status === 'offline' ? { ...state, upload: { status: 'sending', sentBytes: event.sentBytes } } : state;
    case 'offline':
      return state.upload.status === 'sending' ? { ...state, upload: { status: 'offline', sentBytes: state.upload.sentBytes } } : state;
    case 'upload-refused': {
      const upload: UploadState = { status: 'refused', message: event.message };
      if (state.step === 'recording') return { ...state, upload, stopReason: 'refused' };
      return { ...state, upload, step: state.step === 'finishing' ? 'finished' : state.step };
    }
    case 'upload-finished':
      return { ...state, upload: { status: 'sent' }, step: state.step === 'finishing' ? 'finished' : state.step };
    case 'again':
      // Another take, or the next question: straight to the preview if the camera is still on.
      return state.step === 'finished' ? { ...state, step: event.mediaLive ? 'ready' : 'choosing', stopReason: null, problem: null, upload: { status: 'idle' } } : state;
  }
}

/** Whether a countdown is running (the preparation or the answer). */
export const isCounting = (state: RecorderState) => counting(state.step) && state.deadline !== null;

/**
 * Which problem a failed `getUserMedia` names: refused permission (by the member or by
 * policy), no such device (or none meeting the constraints), no recording in this browser at
 * all, or anything else (a device busy in another program).
 */
export function problemOf(error: unknown): MediaProblem {
  const name = error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error) ? String((error as { name: unknown }).name) : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'no-device';
  if (name === 'TypeError' || name === 'NotSupportedError') return 'unsupported';
  return 'failed';
}
