import { describe, expect, it } from 'vitest';
import { chooseRecordingType } from './recording-types';

const supports = (...types: string[]) => (type: string) => types.includes(type);

describe('chooseRecordingType', () => {
  it('takes VP9 and Opus in WebM where the browser records it (Chromium)', () => {
    expect(chooseRecordingType('camera', supports('video/webm', 'video/webm;codecs=vp8,opus', 'video/webm;codecs=vp9,opus'))).toBe('video/webm;codecs=vp9,opus');
  });

  it('falls back to VP8, then plain WebM (Firefox), then MP4 (Safari)', () => {
    expect(chooseRecordingType('camera', supports('video/webm;codecs=vp8,opus', 'video/webm'))).toBe('video/webm;codecs=vp8,opus');
    expect(chooseRecordingType('camera', supports('video/webm'))).toBe('video/webm');
    expect(chooseRecordingType('camera', supports('video/mp4', 'audio/mp4'))).toBe('video/mp4');
  });

  it('records audio only as Opus in WebM, else MP4, else Ogg, never a video type', () => {
    expect(chooseRecordingType('microphone', supports('video/webm;codecs=vp9,opus', 'audio/webm;codecs=opus'))).toBe('audio/webm;codecs=opus');
    expect(chooseRecordingType('microphone', supports('video/mp4', 'audio/mp4'))).toBe('audio/mp4');
    expect(chooseRecordingType('microphone', supports('audio/ogg'))).toBe('audio/ogg');
    expect(chooseRecordingType('microphone', supports('video/webm'))).toBeUndefined();
  });
});
