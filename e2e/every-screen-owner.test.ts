import { describe, expect, it } from 'vitest';
import { apiToken, demoOwner, useBrowser } from './support/browser.ts';
import { ownerQueryTargets, problemReport, sweep, targetsFor, variants } from './support/screen-sweep.ts';

// Issue 27's proof: every screen of the demo owner, in Arabic and English, desktop and phone, light and dark, in a
// New York browser under the other host name, without a console error, a failed request, overflow, cut text or a
// serious axe violation.
describe('every owner screen as a person would see it', () => {
  const browser = useBrowser();

  for (const variant of variants) {
    it(`opens every owner screen cleanly (${variant.name})`, async () => {
      const { token } = await apiToken(demoOwner);
      const { targets, missing } = await targetsFor(token);
      const start = { url: '/dashboard', landing: { url: '/dashboard', marker: '[data-testid="home-greeting"]' } };
      const screens = [...targets, ...(await ownerQueryTargets(token))];
      const problems = await sweep(browser(), variant, { name: 'owner', token, start }, screens);
      expect(problems, problemReport(`owner-${variant.name}`, problems)).toEqual([]);
      expect(missing, 'routes with an id the demo owner has no record for').toEqual([]);
    }, 600_000);
  }
});
