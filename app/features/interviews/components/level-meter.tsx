import { useEffect, useId, useState } from 'react';

/** How often the level is read: ten times a second, or twice with reduced motion asked for. */
const readEveryMs = (reducedMotion: boolean) => (reducedMotion ? 500 : 100);

/**
 * The microphone's level, read from the live stream with an AnalyserNode, as a <meter> that
 * names itself and its value, so a member can see (or hear from a screen reader) that the
 * microphone picks them up before they start. Only the value changes: no transition, no pulse.
 */
export function LevelMeter({ stream }: { stream: MediaStream }) {
  const [level, setLevel] = useState(0);
  const id = useId();
  useEffect(() => {
    if (stream.getAudioTracks().length === 0 || typeof AudioContext === 'undefined') return;
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    context.createMediaStreamSource(stream).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const timer = setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      const rms = Math.sqrt(samples.reduce((sum, sample) => sum + sample * sample, 0) / samples.length);
      // Speech sits around 0.05-0.2 RMS: scaled so a normal voice fills about half the meter.
      setLevel(Math.min(1, Math.round(rms * 400) / 100));
    }, readEveryMs(reducedMotion));
    return () => {
      clearInterval(timer);
      void context.close();
    };
  }, [stream]);
  const percent = Math.round(level * 100);
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        Microphone level
      </label>
      <meter id={id} min={0} max={1} low={0.05} high={0.9} optimum={0.4} value={level} className="h-4 w-full">
        {percent}%
      </meter>
      <p className="text-xs text-muted-foreground">Say a few words: the bar should move. If it stays empty, check the microphone is not muted.</p>
    </div>
  );
}
