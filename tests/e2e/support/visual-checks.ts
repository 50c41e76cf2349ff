import { expect, type Locator } from '@playwright/test';

/**
 * No text inside `scope` is cut off or runs out of its box: for each element holding text, the nearest block box
 * around it (itself or an ancestor) is as wide as its content, and as tall when it hides what is below (a line
 * clamp), unless that box scrolls. Catches "IN PROGRE…" badges, "Boiler pressure…" titles, clipped day names and
 * long names running under the buttons beside them.
 */
export async function expectNothingCutOff(scope: Locator, what: string): Promise<void> {
  const cut = await scope.evaluate((root) => {
    const found: string[] = [];
    const scrolls = (style: CSSStyleDeclaration) => style.overflowX === 'auto' || style.overflowX === 'scroll';
    for (const element of [root, ...root.querySelectorAll('*')]) {
      const hasText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
      if (!hasText) continue;
      let box: Element | null = element;
      // An inline box has no width of its own: its text is measured in the box that lays it out.
      while (box && getComputedStyle(box).display === 'inline' && box !== root) box = box.parentElement;
      // A box that scrolls shows the rest on scrolling; one a pixel wide is text for screen readers only.
      if (!box || scrolls(getComputedStyle(box)) || box.clientWidth <= 1) continue;
      const style = getComputedStyle(box);
      const isClampedDown = style.overflowY === 'hidden' || style.getPropertyValue('-webkit-line-clamp') !== 'none';
      if (box.scrollWidth > box.clientWidth + 1 || (isClampedDown && box.scrollHeight > box.clientHeight + 1)) {
        found.push((element.textContent ?? '').trim().slice(0, 60));
      }
    }
    return found;
  });
  expect(cut, `text cut off or running out of its box: ${what}`).toEqual([]);
}
