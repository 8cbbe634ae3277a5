import { describe, expect, it } from 'vitest';
import { openPage, takePolicyViolations, useBrowser } from './support/browser.ts';

const browser = useBrowser();

describe('the Content-Security-Policy in the browser', () => {
  it('lets the API docs (Swagger UI) load and render the operations', async () => {
    const { context, page } = await openPage(browser());
    const response = await page.goto('/api/docs/');
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    // What is tested is that the policy lets it run, not how fast: the document of every route took over 15 s to
    // arrive and render beside another browser file on a loaded machine.
    await page.locator('.swagger-ui .info .title').waitFor({ timeout: 60_000 });
    await page.locator('.opblock').first().waitFor({ timeout: 60_000 });
    await context.close();
  });

  it('refuses a script injected inline into the web app', async () => {
    const { context, page } = await openPage(browser());
    await page.goto('/auth/login');
    await page.locator('#login-username').waitFor();
    const blocked = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          document.addEventListener('securitypolicyviolation', () => resolve(true), { once: true });
          const script = document.createElement('script');
          script.textContent = 'window.__injected = true';
          document.head.append(script);
          setTimeout(() => resolve(!(window as unknown as { __injected?: boolean }).__injected), 1000);
        }),
    );
    expect(blocked).toBe(true);
    expect(takePolicyViolations().join('\n')).toMatch(/script-src/);
    await context.close();
  });
});
