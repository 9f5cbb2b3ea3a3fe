/** What a take records: the camera with the microphone, or the microphone alone. */
export type InputKind = 'camera' | 'microphone';

/**
 * The containers and codecs to ask MediaRecorder for, best first: WebM with VP9 (or VP8) and
 * Opus where Chromium and Firefox record it, MP4 where Safari does; for audio only, Opus in
 * WebM, then MP4, then Ogg. Each is one the recordings API accepts.
 */
export const recordingTypes: Record<InputKind, readonly string[]> = {
  camera: ['video/webm;codecs=vp9,opus', 'video/webm;codecs=vp8,opus', 'video/webm', 'video/mp4'],
  microphone: ['audio/webm;codecs=opus', 'audio/mp4', 'audio/ogg'],
};

/** The first type this browser records (`MediaRecorder.isTypeSupported`), or undefined when it records none of them. */
export const chooseRecordingType = (input: InputKind, isTypeSupported: (type: string) => boolean) => recordingTypes[input].find((type) => isTypeSupported(type));
