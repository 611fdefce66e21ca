import { useEffect, useRef, useState } from 'react';
import { copyText } from './copy-text';
import { toast } from './toast';

export interface CopyFeedbackOptions {
  /** How long the button says it copied (spec §9: 2 s in the dialog, 3 s on the PIX page). */
  resetMs: number;
  copiedMessage: string;
  failedMessage: string;
}

/**
 * Copies a text with feedback: a success or error toast, and `copied` true for `resetMs` (a new
 * copy restarts the count).
 */
export function useCopyFeedback({ resetMs, copiedMessage, failedMessage }: CopyFeedbackOptions) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy(text: string): Promise<boolean> {
    const ok = await copyText(text);
    clearTimeout(timer.current);
    if (!ok) {
      setCopied(false);
      toast.error(failedMessage, { id: failedMessage });
      return false;
    }
    setCopied(true);
    toast.success(copiedMessage, { id: copiedMessage });
    timer.current = setTimeout(() => setCopied(false), resetMs);
    return true;
  }

  return { copied, copy };
}
