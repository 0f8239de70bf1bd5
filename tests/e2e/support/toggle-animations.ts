import type { Page } from '@playwright/test';

interface ToggleAnimation {
  duration: number;
  height: number;
}

/**
 * Watches what the page asks the browser to animate on toggle bodies (the real animation still runs); call before
 * the page loads. Returns a reader of the animations asked for so far: their durations and the bodies' heights.
 */
export async function watchToggleAnimations(page: Page): Promise<() => Promise<ToggleAnimation[]>> {
  await page.addInitScript(() => {
    const calls: { duration: number; height: number }[] = [];
    (window as unknown as { toggleAnimations: typeof calls }).toggleAnimations = calls;
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, keyframes, options) {
      if (this.classList.contains('toggle-body'))
        calls.push({ duration: Number((options as KeyframeAnimationOptions).duration), height: this.scrollHeight });
      return animate.call(this, keyframes, options);
    };
  });
  return () => page.evaluate(() => (window as unknown as { toggleAnimations: ToggleAnimation[] }).toggleAnimations);
}
