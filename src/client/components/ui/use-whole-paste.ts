import { useRef, type ChangeEvent, type ClipboardEvent } from 'react';

/**
 * Lets a paste into a length-limited field happen (a cancelled paste fails Lighthouse's "Prevents
 * users from pasting"), without the browser cutting it to the field's maxlength first: the limit
 * is lifted for that one insertion and the field's change handler gets the pasted text whole, to
 * clean up as it sees fit. The limit comes back with the input event, or at the latest a moment
 * later (a paste that changes nothing sends none).
 */
export function useWholePaste(maxLength: number) {
  const pasted = useRef<string | null>(null);
  return {
    onPaste: (event: ClipboardEvent<HTMLInputElement>) => {
      const input = event.currentTarget;
      if (input.readOnly) return;
      pasted.current = event.clipboardData.getData('text');
      input.removeAttribute('maxlength');
      setTimeout(() => {
        pasted.current = null;
        input.maxLength = maxLength;
      });
    },
    /** In the change handler: the text just pasted, or null when the change was typed. */
    takePaste: (event: ChangeEvent<HTMLInputElement>): string | null => {
      const text = pasted.current;
      pasted.current = null;
      event.currentTarget.maxLength = maxLength;
      return text;
    },
  };
}
