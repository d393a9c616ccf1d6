import { flushSync } from 'react-dom';

/**
 * What a person did on the server's page before the app started, as index.html's first script held it:
 * each field typed in or changed with its last value, and the controls clicked and forms sent, in order.
 */
interface EarlyInput {
  fields: { field: EventTarget; value: string }[];
  actions: EventTarget[];
}

/**
 * Hands a field's typed text to React. Hydration keeps the text on screen but takes it as the field's
 * known value, so React's state still holds the server's: the field is set back to that through React's
 * own setter, then to the typed text through the browser's, and the input event makes the difference a
 * change React passes to the field's onChange.
 */
function reportTyped(field: HTMLInputElement | HTMLTextAreaElement, typed: string) {
  if (typed === field.defaultValue) return;
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function reportField({ field, value }: EarlyInput['fields'][number]) {
  if (!(field instanceof Element) || !field.isConnected) return;
  if (field instanceof HTMLSelectElement) {
    // Hydration may have put the server's option back.
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (
    field instanceof HTMLTextAreaElement ||
    (field instanceof HTMLInputElement && field.type !== 'checkbox' && field.type !== 'radio')
  ) {
    reportTyped(field, value);
  }
}

function carryOut(action: EventTarget) {
  if (!(action instanceof HTMLElement) || !action.isConnected) return;
  if (action instanceof HTMLFormElement) action.requestSubmit();
  else action.click();
}

declare global {
  interface Window {
    skillmatchEarlyInput?: EarlyInput;
  }
}

/** Each held step with its updates applied before the next, so a held search sends the words typed. */
function carryOutEarlyInput(early: EarlyInput) {
  for (const field of early.fields) flushSync(() => reportField(field));
  for (const action of early.actions) flushSync(() => carryOut(action));
  delete document.documentElement.dataset.inputHeld;
}

/**
 * Marks the page as the app's (index.html's script lets input through from then), and carries out what
 * was done before, once the effect that calls this has finished: React applies no updates inside effects.
 */
export function takeOverPage() {
  document.documentElement.dataset.appReady = '';
  const early = window.skillmatchEarlyInput;
  window.skillmatchEarlyInput = undefined;
  if (early) queueMicrotask(() => carryOutEarlyInput(early));
}
