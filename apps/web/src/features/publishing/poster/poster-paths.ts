import type { PostNetwork } from '@app/contract/publishing-limits';

const base: Record<PostNetwork, string> = { facebook: '/dashboard/fb', instagram: '/dashboard/instagram' };

/** Where each network's publishing screens live (spec section 2). */
export const posterPaths = {
  poster: (network: PostNetwork) => `${base[network]}/poster`,
  scheduled: (network: PostNetwork) => `${base[network]}/scheduled-posts`,
  published: (network: PostNetwork) => `${base[network]}/published-posts`,
};
