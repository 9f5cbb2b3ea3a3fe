import { useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest, ApiError } from '~/lib/api-client';
import { unsavedDraftKey } from './answer-intents';

export type SaveStatus = 'saved' | 'saving' | 'offline' | 'failed';

/** How long typing must pause before the draft is sent. */
const pauseMs = 800;

type UnsavedDraft = { text: string; at: string };

const readUnsaved = (answerId: string): UnsavedDraft | null => {
  try {
    const stored = JSON.parse(localStorage.getItem(unsavedDraftKey(answerId)) ?? 'null') as UnsavedDraft | null;
    return stored && typeof stored.text === 'string' ? stored : null;
  } catch {
    return null;
  }
};
const keepUnsaved = (answerId: string, text: string) => {
  try {
    localStorage.setItem(unsavedDraftKey(answerId), JSON.stringify({ text, at: new Date().toISOString() }));
  } catch {
    // Storage full or refused (private browsing): the server copy is the only copy.
  }
};
const forgetUnsaved = (answerId: string) => {
  try {
    localStorage.removeItem(unsavedDraftKey(answerId));
  } catch {
    // As above.
  }
};

/**
 * A draft saved as it is typed: sent to the API after each pause (straight to the API, not
 * through the page's action, so a dropped connection cannot take the page to its error
 * screen and each save does not reload the page's data). Until the server has it, a copy
 * waits on this device: after a closed tab or a lost connection the page offers it back,
 * and a lost connection retries once the browser is online again.
 */
export function useAutosave({
  answerId,
  savedText,
  refusedText,
}: {
  answerId: string;
  savedText: string;
  /** What a post the server refused held (the page comes back with it): the box starts from it, not saved. */
  refusedText?: string;
}) {
  const [text, setText] = useState(refusedText ?? savedText);
  const [status, setStatus] = useState<SaveStatus>(text === savedText ? 'saved' : 'failed');
  const [unsaved, setUnsaved] = useState<UnsavedDraft | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(text);
  const serverText = useRef(savedText);

  // The page's data reloaded after a plain Save or Check brings the server's new copy.
  useEffect(() => {
    if (savedText === serverText.current) return;
    serverText.current = savedText;
    if (latest.current === savedText) {
      forgetUnsaved(answerId);
      setStatus('saved');
    }
  }, [answerId, savedText]);

  useEffect(() => {
    const stored = readUnsaved(answerId);
    if (stored?.text === savedText) forgetUnsaved(answerId);
    // The box already holds it (a refused post came back with it): nothing to offer back.
    else if (stored && stored.text !== latest.current) setUnsaved(stored);
    // Only on arrival: later server copies are this page's own saves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answerId]);

  const save = useCallback(async () => {
    const sending = latest.current;
    if (sending === serverText.current) {
      setStatus('saved');
      return;
    }
    if (!navigator.onLine) {
      setStatus('offline');
      return;
    }
    setStatus('saving');
    try {
      await apiRequest(`/api/answers/${answerId}`, { method: 'PUT', json: { text: sending } });
      serverText.current = sending;
      if (latest.current === sending) {
        forgetUnsaved(answerId);
        setStatus('saved');
      }
    } catch (error) {
      setStatus(error instanceof ApiError && error.code === 'network' ? 'offline' : 'failed');
    }
  }, [answerId]);

  useEffect(() => {
    const retry = () => void save();
    window.addEventListener('online', retry);
    return () => {
      window.removeEventListener('online', retry);
      clearTimeout(timer.current);
    };
  }, [save]);

  const change = useCallback(
    (next: string) => {
      latest.current = next;
      setText(next);
      keepUnsaved(answerId, next);
      setStatus(navigator.onLine ? 'saving' : 'offline');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), pauseMs);
    },
    [answerId, save],
  );

  return {
    text,
    status,
    change,
    /** A copy from an earlier visit that never reached the server, offered back. */
    unsaved,
    restoreUnsaved: () => {
      if (unsaved) change(unsaved.text);
      setUnsaved(null);
    },
    discardUnsaved: () => {
      forgetUnsaved(answerId);
      setUnsaved(null);
    },
  };
}
