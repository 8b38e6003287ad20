import { Worker } from 'node:worker_threads';
import type { Page } from '@playwright/test';

/**
 * Busy threads beside the browser, as other programs are on a busy phone: the page's own work then waits for
 * the processor at moments no throttling rate chooses. Returns the function that stops them; the threads
 * never keep the process alive, so a run that dies without calling it leaves none behind.
 */
export function startCpuHog(threads: number): () => Promise<void> {
  const workers = Array.from({ length: threads }, () => {
    const worker = new Worker('for (;;) {}', { eval: true });
    worker.unref();
    return worker;
  });
  return async () => {
    await Promise.all(workers.map((worker) => worker.terminate()));
  };
}

/** The page's processor `rate` times slower (DevTools protocol): a mid-range phone is about 4x. */
export async function throttleCpu(page: Page, rate: number) {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
}
