import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeOverPage } from './early-input';

/** A Subscribe button in the body, and where it sits (child positions from `<html>`: body, then its index). */
function subscribeButton() {
  const button = document.createElement('button');
  button.textContent = 'Subscribe';
  document.body.append(button);
  return { button, place: [1, Array.prototype.indexOf.call(document.body.children, button)] };
}

const takenOver = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('takeOverPage', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    delete document.documentElement.dataset.appReady;
  });

  it('lets input through only once the held steps are carried out', async () => {
    const { button, place } = subscribeButton();
    const clicked = vi.fn();
    button.addEventListener('click', clicked);
    window.skillmatchEarlyInput = { fields: [], actions: [{ target: button, place }] };
    takeOverPage();
    // Until then index.html's script still holds what is done, in the same list.
    expect(document.documentElement.dataset.appReady).toBeUndefined();
    await takenOver();
    expect(document.documentElement.dataset.appReady).toBe('');
    expect(clicked).toHaveBeenCalledOnce();
  });

  it('clicks the same control in its place when starting drew it anew', async () => {
    const { button: held, place } = subscribeButton();
    held.remove();
    const { button: drawnAnew } = subscribeButton();
    const clicked = vi.fn();
    drawnAnew.addEventListener('click', clicked);
    window.skillmatchEarlyInput = { fields: [], actions: [{ target: held, place }] };
    takeOverPage();
    await takenOver();
    expect(clicked).toHaveBeenCalledOnce();
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  it('says so when the control pressed is gone, instead of dropping it in silence', async () => {
    const { button: held, place } = subscribeButton();
    held.remove();
    window.skillmatchEarlyInput = { fields: [], actions: [{ target: held, place }] };
    takeOverPage();
    await takenOver();
    expect(document.querySelector('[role="alert"]')?.textContent).toMatch(
      /“Subscribe” was not done while the page was loading\. Please try again\./,
    );
  });
});
