import { describe, expect, it } from 'vitest';
import { containerOf, parseRecordingType, servedRecordingType } from './recording-type';

describe('parseRecordingType', () => {
  it('takes the types the recorder asks MediaRecorder for, and stores the codecs quoted', () => {
    expect(parseRecordingType('video/webm;codecs=vp9,opus')).toEqual({
      container: 'video/webm',
      codecs: ['vp9', 'opus'],
      value: 'video/webm;codecs="vp9,opus"',
    });
    expect(parseRecordingType('video/webm')?.value).toBe('video/webm');
  });

  it('reads the forms browsers report: any case, spaces, a quoted list, profiles after a dot', () => {
    expect(parseRecordingType('Video/WebM; codecs="VP8, Opus"')?.value).toBe('video/webm;codecs="vp8,opus"');
    expect(parseRecordingType('video/mp4; codecs="avc1.42E01E, mp4a.40.2"')?.value).toBe(
      'video/mp4;codecs="avc1.42E01E,mp4a.40.2"',
    );
    expect(parseRecordingType('video/webm;codecs=vp09.00.10.08')?.value).toBe('video/webm;codecs="vp09.00.10.08"');
    expect(parseRecordingType('audio/ogg;codecs=opus')?.codecs).toEqual(['opus']);
  });

  it('refuses a line break, a byte outside ASCII, another parameter or markup', () => {
    for (const hostile of [
      'video/webm;\r\nX-Injected: 1',
      'video/webm\nX-Injected: 1',
      'video/webm; codecs=vp9\r\n',
      'video/webm; x="<script>"',
      'video/webm; charset=utf-8',
      'video/webm; codecs=vp9; codecs=opus',
      'video/webm; codecs="vp9"; x=1',
      'video/webm; codecs="vïdeo"',
      'vidéo/webm',
      'video/webm; codecs="<script>"',
      'video/webm; codecs=vp9,"opus"',
    ]) {
      expect(parseRecordingType(hostile), JSON.stringify(hostile)).toBeUndefined();
    }
  });

  it('refuses other containers, unknown codecs, codecs the container does not carry, and an empty or repeated list', () => {
    for (const wrong of [
      'text/html',
      'application/octet-stream',
      'video/quicktime',
      'video/webm;codecs=theora',
      'audio/webm;codecs=vp9',
      'audio/ogg;codecs=mp4a.40.2',
      'video/mp4;codecs=vorbis',
      'video/webm;codecs=""',
      'video/webm;codecs=vp9,,opus',
      'video/webm;codecs=opus,opus',
      'video/mp4;codecs=avc1.4',
      '',
    ]) {
      expect(parseRecordingType(wrong), wrong).toBeUndefined();
    }
  });
});

describe('servedRecordingType', () => {
  it('serves a stored type as derived, and a row stored before parsing as its container or as plain bytes', () => {
    expect(servedRecordingType('video/webm;codecs="vp9,opus"')).toBe('video/webm;codecs="vp9,opus"');
    expect(servedRecordingType('video/webm;codecs=vp9,opus')).toBe('video/webm;codecs="vp9,opus"');
    expect(servedRecordingType('video/webm;\r\nX-Injected: 1')).toBe('video/webm');
    expect(servedRecordingType('video/webm; x="<script>"')).toBe('video/webm');
    expect(servedRecordingType('audio/mp4; codecs="mp4a.40.2"; name=ünïcode')).toBe('audio/mp4');
    expect(servedRecordingType('text/html')).toBe('application/octet-stream');
    expect(containerOf('VIDEO/WEBM; x=1')).toBe('video/webm');
    expect(containerOf('text/html')).toBeUndefined();
  });
});
