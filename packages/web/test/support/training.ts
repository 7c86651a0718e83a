/** Where a training scenario stands in the trainer's order (-1: no such scenario), for e2e tests. */
import type { Page } from 'playwright-core';
import { TRAINING_COUNT, trainingQuestion } from '../../src/training.js';

/** The index of the scenario named `id` among the trainer's questions, or -1. */
export function trainingIndex(id: string): number {
  for (let i = 0; i < TRAINING_COUNT; i++) if (trainingQuestion(i).scenario.id === id) return i;
  return -1;
}

/**
 * Steps the open trainer `steps` scenarios on with its Next button, clicked in the page (each click waits for the
 * heading's scenario number to change): a hundred steps take well under a second, where a Playwright click each
 * took seconds. training.e2e.test.ts clicks Next as a user does.
 */
export async function stepTrainer(page: Page, steps: number): Promise<void> {
  await page.evaluate(async (n) => {
    const heading = () => document.querySelector('[data-testid=training-scenario] h2')?.textContent ?? '';
    for (let i = 0; i < n; i++) {
      const before = heading();
      document.querySelector<HTMLButtonElement>('[data-testid=training-next]')!.click();
      for (let t0 = Date.now(); heading() === before; await new Promise((r) => setTimeout(r, 1)))
        if (Date.now() - t0 > 10_000) throw new Error(`training: Next did not move on from "${before}"`);
    }
  }, steps);
}
