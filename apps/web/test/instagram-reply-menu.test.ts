import { describe, expect, it } from 'vitest';
import { isMenuGroup } from '@/app/layout/menu-definition.tsx';
import { visibleMenu } from '@/app/layout/visible-menu.ts';
import type { SessionState } from '@/shared/session/session-store.ts';
import { makeInstagramAccount, signedIn } from './support/session.ts';

const instagramSession = (features: Parameters<typeof makeInstagramAccount>[1]): SessionState =>
  signedIn({
    modelType: 'instagram',
    showInstagram: true,
    instaAccounts: [makeInstagramAccount(5, features)],
    currentInstaAccountId: 5,
  });

function instagramCommentsPaths(session: SessionState): string[] {
  const group = visibleMenu(session, false).find((entry) => isMenuGroup(entry) && entry.key === 'instagram-comments');
  return group && isMenuGroup(group) ? group.items.map((item) => item.path) : [];
}

describe('the "Instagram comments" menu group', () => {
  it("lists the account's posts, reply reports and reply templates when it has the reply feature", () => {
    expect(instagramCommentsPaths(instagramSession(['reply']))).toEqual(
      expect.arrayContaining([
        '/dashboard/instagram/posts',
        '/dashboard/instagram/reports',
        '/dashboard/instagram/templates',
      ]),
    );
  });

  it('leaves the reply screens out for an account without the reply feature', () => {
    const paths = instagramCommentsPaths(instagramSession(['poster']));
    expect(paths).not.toContain('/dashboard/instagram/posts');
    expect(paths).not.toContain('/dashboard/instagram/reports');
    expect(paths).not.toContain('/dashboard/instagram/templates');
  });
});
