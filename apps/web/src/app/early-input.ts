import { flushSync } from 'react-dom';

/** Where an element sat when it was used: its child positions from `<html>`. */
type Place = number[];

/**
 * What a person did on the server's page before the app started, as index.html's first script held it:
 * each field typed in or changed with its last value, and the controls clicked and forms sent, in order,
 * each with where it sat.
 */
interface EarlyInput {
  fields: { field: EventTarget; value: string; place: Place }[];
  actions: { target: EventTarget; place: Place }[];
}

/** What makes two elements the same control: its kind, and the words a person reads on a button. */
function sameControl(held: Element, found: Element) {
  if (held.tagName !== found.tagName || held.getAttribute('type') !== found.getAttribute('type'))
    return false;
  return !(held instanceof HTMLButtonElement) || held.textContent === found.textContent;
}

/**
 * The element a held step is for. Usually the one held; if the app drew that part of the page anew while
 * starting (the held element is no longer on the page), the same control in its place.
 */
function current(held: EventTarget, place: Place): HTMLElement | null {
  if (!(held instanceof HTMLElement)) return null;
  if (held.isConnected) return held;
  let node: Element | undefined = document.documentElement;
  for (const index of place) node = node?.children[index];
  return node instanceof HTMLElement && sameControl(held, node) ? node : null;
}

/**
 * Hands a field's typed text to React. Hydration keeps the text on screen but takes it as the field's
 * known value, so React's state still holds the server's: the field is set back to that through React's
 * own setter, then to the typed text through the browser's, and the input event makes the difference a
 * change React passes to the field's onChange.
 */
function reportTyped(field: HTMLInputElement | HTMLTextAreaElement, typed: string) {
  if (typed === field.defaultValue && typed === field.value) return;
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function reportField({ field: held, value, place }: EarlyInput['fields'][number]) {
  const field = current(held, place);
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

/** Carries out a held click or submission; false when its control is gone from the page. */
function carryOut({ target, place }: EarlyInput['actions'][number]): boolean {
  const action = current(target, place);
  if (!action) return false;
  if (action instanceof HTMLFormElement) action.requestSubmit();
  else action.click();
  return true;
}

/**
 * Says, where the person is looking, that what they pressed while the page was starting was not done:
 * never dropped in silence. It goes at their next click or key.
 */
function tellNotDone(target: EventTarget) {
  const label =
    target instanceof HTMLElement && !(target instanceof HTMLFormElement)
      ? (target.getAttribute('aria-label') ?? target.textContent ?? '').trim()
      : '';
  const notice = document.createElement('p');
  notice.setAttribute('role', 'alert');
  notice.className =
    'fixed inset-x-4 bottom-4 z-50 mx-auto max-w-md rounded-lg bg-zinc-900 px-4 py-3 text-sm text-white shadow-lg dark:bg-zinc-100 dark:text-zinc-900';
  notice.textContent = `${label ? `“${label}”` : 'What you pressed'} was not done while the page was loading. Please try again.`;
  document.body.append(notice);
  const dismiss = () => {
    notice.remove();
    document.removeEventListener('pointerdown', dismiss, true);
    document.removeEventListener('keydown', dismiss, true);
  };
  document.addEventListener('pointerdown', dismiss, true);
  document.addEventListener('keydown', dismiss, true);
}

declare global {
  interface Window {
    skillmatchEarlyInput?: EarlyInput;
  }
}

/**
 * Marks the page as the app's (index.html's script lets input through from then) and carries out each
 * held step with its updates applied before the next, so a held search sends the words typed. Both in
 * one go: input arriving between them would reach React before the held text had.
 */
function takeOverNow() {
  const early = window.skillmatchEarlyInput;
  window.skillmatchEarlyInput = undefined;
  document.documentElement.dataset.appReady = '';
  if (!early) return;
  for (const field of early.fields) flushSync(() => reportField(field));
  for (const action of early.actions) {
    if (!flushSync(() => carryOut(action))) tellNotDone(action.target);
  }
  delete document.documentElement.dataset.inputHeld;
}

/**
 * Takes the page over once the effect that calls this has finished (React applies no updates inside
 * effects). Until then index.html's script still holds what is done, so nothing slips past the held steps.
 */
export function takeOverPage() {
  queueMicrotask(takeOverNow);
}
