import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import { clockTimeLeft, deadlineAfter } from '~/features/practice/time-left';
import { loadedAtFor, useTimeLeft } from '~/features/practice/use-time-left';
import { interviewAttemptPath, minutesAndSeconds } from '../interview-words';
import { RecordingSource } from '../recorder/chunk-source';
import { initialRecorderState, isCounting, problemOf, recorderReducer, type MediaProblem, type RecorderState, type StopReason } from '../recorder/recorder-state';
import { chooseRecordingType, type InputKind } from '../recorder/recording-types';
import { recordTakeLength, startTakeUpload } from '../recorder/take-upload';
import { LevelMeter } from './level-meter';

/** MediaRecorder hands over a chunk this often, and each goes to the server as it comes. */
const timesliceMs = 3000;

export type RecorderQuestion = { id: string; text: string; prepareSeconds: number; answerSeconds: number; takes: number; takesUsed: number };

type TakeRecorderProps = {
  attemptId: string;
  questions: RecorderQuestion[];
  /** The attempt's deadline and the server's clock when it rendered the page (ISO instants). */
  deadline: string | null;
  serverNow: string;
  /** The member's setting: no visible countdown; the take still stops itself at its time. */
  countdownHidden: boolean;
  /** The take being sent from this page, or null: the page says the others still uploading were cut short. */
  onSending: (takeId: string | null) => void;
};

/** The first question still to answer: none recorded yet, else any with takes left. */
const firstToAnswer = (questions: RecorderQuestion[]) => {
  const unanswered = questions.findIndex((question) => question.takesUsed === 0);
  return unanswered >= 0 ? unanswered : questions.findIndex((question) => question.takesUsed < question.takes);
};

/**
 * Whether this document may use the microphone: the permission comes with the page the browser
 * loaded (the server allows it on the attempt page only), so a page reached by a script's
 * navigation from elsewhere carries that page's refusal. Browsers without the check allow it.
 */
function documentMayRecord() {
  const policy = (document as Document & { featurePolicy?: { allowsFeature: (feature: string) => boolean } }).featurePolicy;
  return !policy || policy.allowsFeature('microphone');
}

/** The next question after `index` with takes left, or -1. */
const nextQuestionAfter = (questions: RecorderQuestion[], index: number) => questions.findIndex((candidate, at) => at > index && candidate.takesUsed < candidate.takes);

const problemWords: Record<MediaProblem, string> = {
  denied:
    'The browser was not allowed to use the camera and microphone. To allow them, select the camera or lock icon beside the address, set Camera and Microphone to Allow, then try again. If you would rather not be seen, record your answer with the microphone only.',
  'no-device': 'No camera was found (or none that works at this size). Connect one and try again, or record with the microphone only.',
  unsupported: 'This browser cannot record here. Use a recent version of Chrome, Edge, Firefox or Safari.',
  failed: 'The camera or microphone could not be started: another program may be using it. Close it and try again.',
  'device-lost': 'The camera or microphone was disconnected.',
};

/** Why recording stopped, as the member reads it once the take is sent. */
const stopWords: Record<StopReason, string> = {
  time: 'The answer time ran out, so recording stopped.',
  early: 'You stopped recording.',
  'device-lost': 'The camera or microphone was disconnected, so recording stopped. What was recorded before is kept.',
  refused: 'The take was refused, so recording stopped.',
};

/** What the live region says as each step begins. */
function stepAnnouncement(state: RecorderState, question: RecorderQuestion) {
  if (state.step === 'preparing') return `Prepare your answer: ${minutesAndSeconds(question.prepareSeconds)}.`;
  if (state.step === 'recording') return `Recording. You have ${minutesAndSeconds(question.answerSeconds)} to answer.`;
  const stopped = state.stopReason ? stopWords[state.stopReason] : 'Recording stopped.';
  if (state.step === 'finishing') return stopped;
  if (state.step === 'finished' && state.upload.status === 'sent') return `${stopped} Your take is saved.`;
  return '';
}

/**
 * The recorder for an open attempt, one question at a time: choose the camera with the
 * microphone or the microphone alone, check the preview and the level, then a preparation
 * countdown and an answer countdown that stops the recording by itself. Each question's
 * countdowns run on the server's clock, measured once as the page loaded (ADR 0046), and end
 * no later than the attempt. The take leaves in chunks while it is recorded (tus, ADR 0047);
 * a dropped connection waits and resumes; once all of it has arrived its length is recorded
 * and the page's takes are read again, so it plays below.
 */
export function TakeRecorder({ attemptId, questions, deadline, serverNow, countdownHidden, onSending }: TakeRecorderProps) {
  const [state, dispatch] = useReducer(recorderReducer, undefined, () => initialRecorderState());
  const [index, setIndex] = useState(() => Math.max(firstToAnswer(questions), 0));
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [loaded, setLoaded] = useState<{ serverNow: string; loadedAt: number } | null>(null);
  const [mayRecord, setMayRecord] = useState(true);
  useEffect(() => setMayRecord(documentMayRecord()), []);
  const preview = useRef<HTMLVideoElement>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const upload = useRef<{ abort: () => void } | null>(null);
  const measured = useRef({ startedAt: 0, seconds: 0 });
  const revalidator = useRevalidator();
  const question = questions[index]!;
  const takesLeft = question.takes - question.takesUsed;

  useEffect(() => setLoaded({ serverNow, loadedAt: loadedAtFor(serverNow) }), [serverNow]);
  const phaseClock = useMemo(() => (state.deadline && loaded ? { deadline: state.deadline, ...loaded } : null), [state.deadline, loaded]);

  // The camera goes off when the recorder goes (another page, the attempt over).
  useEffect(() => () => stream?.getTracks().forEach((track) => track.stop()), [stream]);
  useEffect(() => {
    if (preview.current) preview.current.srcObject = stream;
  }, [stream, state.step]);
  useEffect(() => () => upload.current?.abort(), []);

  // Leaving mid-take loses what has not been sent: the browser asks first.
  const sending = state.step === 'recording' || state.step === 'finishing';
  useEffect(() => {
    if (!sending) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [sending]);

  async function turnOn(input: InputKind) {
    dispatch({ type: 'choose', input });
    dispatch({ type: 'media-asked' });
    setStream(null);
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined' || !chooseRecordingType(input, (type) => MediaRecorder.isTypeSupported(type))) {
      dispatch({ type: 'media-failed', problem: 'unsupported', microphoneFound: null });
      return;
    }
    try {
      const media = await navigator.mediaDevices.getUserMedia(input === 'camera' ? { video: { width: { ideal: 1280 }, height: { ideal: 720 } }, audio: true } : { audio: true });
      for (const track of media.getTracks()) track.addEventListener('ended', () => dispatch({ type: 'device-lost' }));
      setStream(media);
      dispatch({ type: 'media-ready' });
    } catch (error) {
      const devices = await navigator.mediaDevices.enumerateDevices().catch(() => []);
      dispatch({ type: 'media-failed', problem: problemOf(error), microphoneFound: devices.some((device) => device.kind === 'audioinput') });
    }
  }

  function begin() {
    if (!loaded) return;
    if (question.prepareSeconds > 0) dispatch({ type: 'prepare', deadline: deadlineAfter(loaded, Date.now(), question.prepareSeconds, deadline) });
    else record();
  }

  function record() {
    if (!stream || !loaded || recorder.current) return;
    const filetype = chooseRecordingType(state.input, (type) => MediaRecorder.isTypeSupported(type))!;
    const media = new MediaRecorder(stream, { mimeType: filetype });
    const source = new RecordingSource();
    recorder.current = media;
    media.addEventListener('dataavailable', (event) => source.push(event.data));
    media.addEventListener('start', () => {
      measured.current.startedAt = performance.now();
      dispatch({ type: 'recording', deadline: deadlineAfter(loaded, Date.now(), question.answerSeconds, deadline) });
    });
    media.addEventListener('stop', () => {
      measured.current.seconds = (performance.now() - measured.current.startedAt) / 1000;
      recorder.current = null;
      source.end();
      // Normally said already (time, stop early, a refusal); a recorder that stopped by itself lost its tracks.
      dispatch({ type: 'stop', reason: 'device-lost' });
    });
    upload.current = startTakeUpload(
      { attemptId, questionId: question.id, filetype, source },
      {
        onCreated: onSending,
        onSent: (sentBytes) => dispatch({ type: 'sent-bytes', sentBytes }),
        onOffline: () => dispatch({ type: 'offline' }),
        onRefused: (message) => {
          dispatch({ type: 'upload-refused', message });
          stop('refused');
          onSending(null);
        },
        onFinished: (takeId) => {
          // The length is a nicety for the player: a take without it still plays.
          recordTakeLength(takeId, measured.current.seconds)
            .catch(() => undefined)
            .finally(() => {
              dispatch({ type: 'upload-finished' });
              onSending(null);
              void revalidator.revalidate();
            });
        },
      },
    );
    media.start(timesliceMs);
  }

  function stop(reason: StopReason) {
    dispatch({ type: 'stop', reason });
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }

  // A device unplugged: stop recording and send what was recorded; the rest of the stream is of no use.
  useEffect(() => {
    if (state.problem !== 'device-lost') return;
    if (recorder.current?.state === 'recording') recorder.current.stop();
    setStream(null);
  }, [state.problem]);
  // Nothing left to record here: the camera goes off.
  const nothingLeft = state.step === 'finished' && takesLeft <= 0 && nextQuestionAfter(questions, index) < 0;
  useEffect(() => {
    if (nothingLeft) setStream(null);
  }, [nothingLeft]);

  const left = useTimeLeft(isCounting(state) ? phaseClock : null, {
    onZero: () => {
      if (state.step === 'preparing') record();
      else if (state.step === 'recording') stop('time');
    },
  });

  const nextQuestion = nextQuestionAfter(questions, index);
  function next() {
    setIndex(nextQuestion);
    dispatch({ type: 'again', mediaLive: stream !== null });
  }

  const live = stream !== null && (state.step === 'ready' || state.step === 'preparing' || state.step === 'recording');
  const announcement = stepAnnouncement(state, question);

  return (
    <section aria-labelledby="recorder-title" className="grid gap-5 rounded-lg border bg-card p-4 sm:p-6">
      <div className="grid gap-1">
        <h2 id="recorder-title" className="text-2xl font-semibold">
          Recording question {index + 1} of {questions.length}
        </h2>
        <p className="text-lg" data-testid="recorder-question">
          {question.text}
        </p>
        <p className="text-sm text-muted-foreground">
          {question.prepareSeconds > 0 ? `${minutesAndSeconds(question.prepareSeconds)} to prepare, ` : 'No preparation, '}
          {minutesAndSeconds(question.answerSeconds)} to answer.{' '}
          {takesLeft > 0 ? `${takesLeft} of ${question.takes} ${question.takes === 1 ? 'take' : 'takes'} left.` : `You have used the ${question.takes === 1 ? 'take' : `${question.takes} takes`} this question allows.`}
        </p>
      </div>

      <p role="status" className="sr-only">
        {announcement}
      </p>

      {state.problem ? (
        <div role="alert" className="grid gap-2 rounded-md border border-destructive p-3 text-sm">
          <p>{problemWords[state.problem]}</p>
          {state.problem !== 'device-lost' && state.problem !== 'unsupported' && state.input === 'camera' && state.microphoneFound !== false ? (
            <Button variant="outline" size="sm" className="justify-self-start" onClick={() => void turnOn('microphone')}>
              Record with the microphone only
            </Button>
          ) : null}
        </div>
      ) : null}

      {!mayRecord ? (
        <p className="rounded-md border p-3 text-sm">
          This page was opened in a way that keeps the camera and microphone off.{' '}
          <a href={interviewAttemptPath(attemptId)} className="font-medium text-primary underline underline-offset-4">
            Reload the page to record
          </a>
          .
        </p>
      ) : state.step === 'choosing' || state.step === 'starting' ? (
        takesLeft > 0 ? (
          <fieldset className="grid gap-3">
            <legend className="mb-2 text-sm font-medium">Record with</legend>
            <div className="flex flex-wrap gap-3">
              <Button onClick={() => void turnOn('camera')} disabled={state.step === 'starting'}>
                Camera and microphone
              </Button>
              <Button variant="outline" onClick={() => void turnOn('microphone')} disabled={state.step === 'starting'}>
                Microphone only
              </Button>
            </div>
            <p className="text-sm text-muted-foreground">
              {state.step === 'starting' ? 'Waiting for the browser: allow the camera and microphone if it asks.' : 'Your browser will ask to use them. Nothing is recorded until you start.'}
            </p>
          </fieldset>
        ) : null
      ) : null}

      {live ? (
        <div className="grid gap-4 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          {state.input === 'camera' ? (
            <video ref={preview} muted autoPlay playsInline aria-label="Your camera" className="aspect-video w-full rounded-md bg-black object-cover" />
          ) : (
            <p className="grid aspect-video place-items-center rounded-md bg-muted p-4 text-center text-sm">Recording sound only: the coaches will hear your answer.</p>
          )}
          <div className="grid content-start gap-4">
            <LevelMeter stream={stream} />
            {state.step === 'ready' ? (
              <Button onClick={begin} className="justify-self-start">
                {question.prepareSeconds > 0 ? 'Start: prepare, then record' : 'Start recording'}
              </Button>
            ) : null}
            {!isCounting(state) || left === null ? null : countdownHidden ? (
              <p className="text-sm font-medium">
                {state.step === 'preparing' ? 'Preparing: recording starts by itself when the time is up.' : 'Recording: it stops by itself at the answer time.'}{' '}
                <span className="font-normal text-muted-foreground">Countdown hidden (change it in Settings)</span>
              </p>
            ) : (
              <div className="grid gap-1">
                <p className="text-sm font-medium">{state.step === 'preparing' ? 'Preparing: recording starts in' : 'Recording: time left'}</p>
                <p
                  className={cn('font-mono text-4xl font-semibold tabular-nums', state.step === 'recording' && 'text-destructive-text')}
                  aria-hidden="true"
                  data-testid="recorder-countdown"
                >
                  {clockTimeLeft(left)}
                </p>
              </div>
            )}
            {state.step === 'preparing' ? (
              <Button variant="outline" onClick={record} className="justify-self-start">
                Start recording now
              </Button>
            ) : null}
            {state.step === 'recording' ? (
              <Button variant="destructive" onClick={() => stop('early')} className="justify-self-start">
                Stop early
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}

      <UploadWords state={state} />

      {state.step === 'finished' ? (
        <div className="flex flex-wrap gap-3">
          {takesLeft > 0 ? (
            <Button variant="outline" onClick={() => dispatch({ type: 'again', mediaLive: stream !== null })}>
              Record another take of this question
            </Button>
          ) : null}
          {nextQuestion >= 0 ? <Button onClick={next}>Next: question {nextQuestion + 1}</Button> : null}
        </div>
      ) : null}
    </section>
  );
}

/** Where the take's sending stands, in words. */
function UploadWords({ state }: { state: RecorderState }) {
  const { upload } = state;
  if (upload.status === 'refused') {
    return (
      <p role="alert" className="rounded-md border border-destructive p-3 text-sm">
        {upload.message}
      </p>
    );
  }
  if (state.step === 'finishing' || state.step === 'finished') {
    return (
      <div className="grid gap-1 text-sm">
        {state.stopReason ? <p>{stopWords[state.stopReason]}</p> : null}
        {upload.status === 'offline' ? (
          <p className="font-medium text-destructive-text">The connection dropped. Keep this page open: the rest of your take is sent when it returns.</p>
        ) : upload.status === 'sent' ? (
          <p className="font-medium text-success">Your take is saved and plays below.</p>
        ) : (
          <p>Sending the rest of your take…</p>
        )}
      </div>
    );
  }
  if (upload.status === 'offline') {
    return <p className="text-sm font-medium text-destructive-text">The connection dropped. Keep going: your answer is kept here and sent when the connection returns.</p>;
  }
  return null;
}
