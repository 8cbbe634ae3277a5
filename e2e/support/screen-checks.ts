// What a person would see wrong on a screen, checked in the page itself: WCAG 2.1 A and AA violations that axe-core
// rates serious or critical, a page wider than the window, and text cut by its box.
import axe from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';

/** axe-core in every page of the context, before the app's own scripts (an init script is not subject to the CSP). */
export async function installAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: axe.source });
}

export type ScreenProblem = { kind: 'axe' | 'overflow' | 'cut-text'; detail: string };

const wcag21aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Waits until nothing moves: Ant Design's fades would make axe measure a half-transparent colour. */
export async function settled(page: Page, timeoutMs = 5_000): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
          ) && !document.querySelector('.ant-skeleton-active, .ant-spin-spinning'),
      undefined,
      { timeout: timeoutMs, polling: 100 },
    )
    .catch(() => undefined);
}

/**
 * Waits until the flow canvas's view has held still for three frames: React Flow pans and zooms by its own timer,
 * not by an animation `settled` could see.
 */
export async function flowCanvasAtRest(page: Page, timeoutMs = 5_000): Promise<void> {
  await page.evaluate(
    (timeoutMs) =>
      new Promise<void>((resolve, reject) => {
        const viewport = () => document.querySelector('.react-flow__viewport');
        const transform = () => {
          const element = viewport();
          return element ? getComputedStyle(element).transform : '';
        };
        const deadline = performance.now() + timeoutMs;
        let last = transform();
        let stillFrames = 0;
        const check = () => {
          const now = transform();
          stillFrames = now === last ? stillFrames + 1 : 0;
          last = now;
          if (stillFrames >= 3) resolve();
          else if (performance.now() > deadline) reject(new Error(`the flow canvas still moved after ${timeoutMs} ms`));
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    timeoutMs,
  );
}

export async function axeProblems(page: Page): Promise<ScreenProblem[]> {
  const violations = await page.evaluate(async (tags) => {
    const results = await window.axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        nodes: violation.nodes.map((node) => ({
          target: node.target.join(' '),
          html: node.html.slice(0, 160),
          summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240),
        })),
      }));
  }, wcag21aa);
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => ({
      kind: 'axe' as const,
      detail: `${violation.id} at ${node.target}: ${node.summary} ${node.html}`,
    })),
  );
}

/**
 * Horizontal overflow of the page, and elements whose own text is wider or taller than their box while the box
 * hides the rest (overflow hidden or clipped, an ellipsis, a line clamp). A box that says the whole text in a
 * `title` or `aria-label` (a tooltip on hover) may shorten it on purpose.
 */
export async function layoutProblems(page: Page): Promise<ScreenProblem[]> {
  const found = await page.evaluate(() => {
    const problems: { kind: 'overflow' | 'cut-text'; detail: string }[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1)
      problems.push({
        kind: 'overflow',
        detail: `page ${root.scrollWidth} px wide in a ${root.clientWidth} px window`,
      });
    const hides = (value: string) => value !== 'visible';
    const explained = (element: Element) => element.closest('[title], [aria-label], [data-truncates]') !== null;
    const describe = (element: Element) => {
      const classes = Array.from(element.classList).slice(0, 3).join('.');
      const testId = element.closest('[data-testid]')?.getAttribute('data-testid');
      return `${element.tagName.toLowerCase()}${classes ? '.' + classes : ''}${testId ? ` in [${testId}]` : ''}`;
    };
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const ownText = Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      if (!ownText || !(element as HTMLElement).checkVisibility?.()) continue;
      // Words for screen readers only (a status such as "checking the post"), clipped to 1 px on purpose.
      if (element.closest('.visually-hidden')) continue;
      const html = element as HTMLElement;
      const style = getComputedStyle(html);
      const wide = html.scrollWidth > html.clientWidth + 1 && html.clientWidth > 0 && hides(style.overflowX);
      const tall = html.scrollHeight > html.clientHeight + 1 && html.clientHeight > 0 && hides(style.overflowY);
      if ((wide || tall) && !explained(element))
        problems.push({
          kind: 'cut-text',
          detail: `"${ownText.slice(0, 60)}" in ${describe(element)} (${html.scrollWidth}x${html.scrollHeight} in ${html.clientWidth}x${html.clientHeight})`,
        });
    }
    return problems;
  });
  return found;
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}
