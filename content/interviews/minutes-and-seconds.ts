/** 75 → "1:15": how a time in seconds reads beside a question, a take or a comment, on pages and in refusals alike. */
export function minutesAndSeconds(totalSeconds: number) {
  const whole = Math.floor(totalSeconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
