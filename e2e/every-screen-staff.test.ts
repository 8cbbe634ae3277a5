import { describe, expect, it } from 'vitest';
import { apiToken, demoAdmin, demoReferral, useBrowser } from './support/browser.ts';
import { neutralLanding } from './support/route-matrix.ts';
import { problemReport, sweep, targetsFor, variants, type Target } from './support/screen-sweep.ts';

// Issue 27's proof for everyone but the owner: the admin's and the referral agent's screens, the login page and the
// system screens, in Arabic and English, desktop and phone, light and dark, in a New York browser under the other
// host name.
const home: Target = { url: '/dashboard', landing: { url: '/dashboard', marker: '[data-testid="home-greeting"]' } };
const login: Target = { url: '/auth/login', landing: { url: '/auth/login', marker: '#login-username' } };
const systemScreens: Target[] = [
  { url: neutralLanding.url, landing: neutralLanding },
  { url: '/unauthorized', landing: { url: '/unauthorized', marker: '[data-testid="unauthorized"]' } },
];

describe('every admin, referral and guest screen as a person would see it', () => {
  const browser = useBrowser();

  for (const variant of variants) {
    it(`opens every admin, referral and guest screen cleanly (${variant.name})`, async () => {
      const problems: string[] = [];
      for (const [name, credentials] of [
        ['admin', demoAdmin],
        ['referral', demoReferral],
      ] as const) {
        const { token } = await apiToken(credentials);
        const { targets, missing } = await targetsFor(token);
        expect(missing, `${name}: routes with an id nobody has a record for`).toEqual([]);
        const own = targets.filter((target) => target.url !== home.url);
        problems.push(...(await sweep(browser(), variant, { name, token, start: home }, [...own, ...systemScreens])));
      }
      const { targets } = await targetsFor(null);
      const guest = targets.filter((target) => target.url !== login.url);
      problems.push(...(await sweep(browser(), variant, { name: 'guest', token: null, start: login }, guest)));
      expect(problems, problemReport(`staff-${variant.name}`, problems)).toEqual([]);
    }, 600_000);
  }
});
