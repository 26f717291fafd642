import { useCallback, useRef, useState } from 'react';
import type { UploadControls } from './types';

export interface UploadState {
  /** 0 to 1 while an upload with files runs; undefined otherwise. */
  fraction: number | undefined;
  /** Starts an upload: pass the controls as the mutation's Apollo `context`. */
  start: () => UploadControls;
  /** Aborts the running upload (the Cancel button). */
  cancel: () => void;
  /** Hides the bar once the call has settled. */
  finish: () => void;
}

/** Progress and cancel of one upload at a time, for the dialogs that send files. */
export function useUpload(): UploadState {
  const [fraction, setFraction] = useState<number>();
  const controller = useRef<AbortController | undefined>(undefined);

  const start = useCallback((): UploadControls => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setFraction(0);
    return {
      signal: current.signal,
      onUploadProgress: (progress) => {
        if (controller.current === current) setFraction(progress.fraction);
      },
    };
  }, []);
  const cancel = useCallback(() => controller.current?.abort(), []);
  const finish = useCallback(() => {
    controller.current = undefined;
    setFraction(undefined);
  }, []);

  return { fraction, start, cancel, finish };
}
