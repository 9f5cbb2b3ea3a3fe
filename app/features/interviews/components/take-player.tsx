import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '~/components/ui/button';
import { minutesAndSeconds } from '../interview-words';
import { PinCommentForm } from './pin-comment-form';

type Take = { id: string; take: number; status: 'uploading' | 'ready'; url: string; durationSeconds: number | null; comments: { id: string; atSeconds: number; text: string }[] };

/**
 * One take: the video, streamed with Range so it seeks, and the coaches' comments beside it.
 * Each comment's moment is a button that moves the video there once scripts run; before that
 * (or without them) the moment is plain text, so no button is dead. A coach working on the
 * review (`pinComments`) pins new comments beside them. A take still uploading that no recorder
 * is sending (`cutShort`: its page was reloaded or closed) can never finish: its bytes are gone.
 */
export function TakePlayer({ take, pinComments = false, cutShort = false }: { take: Take; pinComments?: boolean; cutShort?: boolean }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [scripted, setScripted] = useState(false);
  const commentsId = useId();
  const videoId = useId();
  useEffect(() => setScripted(true), []);

  if (take.status === 'uploading') {
    return cutShort ? (
      <p className="text-sm">
        Take {take.take} was cut short: the page recording it was closed or reloaded before all of it was sent, so it cannot be played. Delete it to
        free the take; an unfinished take is removed after a day.
      </p>
    ) : (
      <p className="text-sm text-muted-foreground">Take {take.take} is still uploading; it plays here once it has arrived.</p>
    );
  }
  const jumpTo = (seconds: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.currentTime = seconds;
    video.focus();
  };
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <figure className="grid content-start gap-2">
        <video id={videoId} ref={videoRef} controls preload="metadata" src={take.url} className="aspect-video w-full rounded-md bg-black" />
        <figcaption className="text-sm text-muted-foreground">
          Take {take.take}
          {take.durationSeconds !== null ? `, ${minutesAndSeconds(take.durationSeconds)}` : ''}
        </figcaption>
      </figure>
      {take.comments.length > 0 || pinComments ? (
        <section aria-label={`Coaches’ comments on take ${take.take}`} id={commentsId} className="grid content-start gap-2">
          <h3 className="font-sans text-sm font-semibold">Coaches’ comments</h3>
          {take.comments.length === 0 ? <p className="text-sm text-muted-foreground">No comments yet.</p> : null}
          <ol className="grid gap-2 empty:hidden">
            {take.comments.map((comment) => (
              <li key={comment.id} className="grid gap-1 rounded-md border p-2 text-sm">
                {scripted ? (
                  <Button variant="outline" size="sm" className="justify-self-start" onClick={() => jumpTo(comment.atSeconds)} aria-label={`Play from ${minutesAndSeconds(comment.atSeconds)}`}>
                    {minutesAndSeconds(comment.atSeconds)}
                  </Button>
                ) : (
                  <span className="font-medium">At {minutesAndSeconds(comment.atSeconds)}</span>
                )}
                <p className="whitespace-pre-line">{comment.text}</p>
              </li>
            ))}
          </ol>
          {pinComments ? <PinCommentForm recordingId={take.id} videoId={videoId} /> : null}
        </section>
      ) : null}
    </div>
  );
}
