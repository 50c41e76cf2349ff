import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** No serious or critical WCAG 2 A/AA violation on the page as it is now. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  // A dialog fading in is half transparent: its colours are judged once the transitions that end have ended.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const severe = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    severe.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    what,
  ).toEqual([]);
}

/** Runs a check at a phone's width and a desktop's. */
export const viewportWidths = [375, 1280] as const;
