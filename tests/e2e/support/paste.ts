import type { Locator } from 'playwright-core';

/**
 * Pastes text into a field as a person's paste reaches the page: a paste event carrying the text
 * and then, unless the page cancelled it, the browser's own insertion at the caret (which keeps to
 * the field's maxlength, as a real paste does). Returns whether the page cancelled the paste.
 */
export async function pasteInto(field: Locator, text: string): Promise<{ cancelled: boolean }> {
  await field.focus();
  const cancelled = await field.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
    if (!element.dispatchEvent(event)) return true;
    // A synthetic paste inserts nothing by itself; the editing command inserts as a real paste does.
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- the one way to reach the browser's own insertion, maxlength included
    document.execCommand('insertText', false, pasted);
    return false;
  }, text);
  return { cancelled };
}
