import { describe, expect, it } from 'vitest';
import { connectFlowOf } from '@/features/accounts/components/account-switcher.tsx';

const accounts = [
  { id: 7, login: 'facebook' },
  { id: 9, login: 'instagram' },
];

describe("the switcher's Add and Reconnect entries", () => {
  it("open Facebook's dialog for pages and for an Instagram account behind a page", () => {
    expect(connectFlowOf('add:pages', accounts)).toBe('pages');
    expect(connectFlowOf('reconnect:pages:3', accounts)).toBe('pages');
    expect(connectFlowOf('add:instagram', accounts)).toBe('instagram');
    expect(connectFlowOf('reconnect:instagram:7', accounts)).toBe('instagram');
  });

  it("open Instagram's own window to reconnect an account linked without a page", () => {
    expect(connectFlowOf('reconnect:instagram:9', accounts)).toBe('instagram-login');
  });

  it('leave choosing a page, an account or a store to the switcher', () => {
    expect(connectFlowOf('fb:3', accounts)).toBeNull();
    expect(connectFlowOf('instagram:9', accounts)).toBeNull();
    expect(connectFlowOf('store:1', accounts)).toBeNull();
  });
});
