import type { PostNetwork } from '@app/contract/publishing';

/** The spec's section 2 paths of the publishing screens. */
export const networkSegment = (network: PostNetwork) => (network === 'facebook' ? 'fb' : 'instagram');

export const publishingPaths = {
  poster: (network: PostNetwork, id?: number) =>
    `/dashboard/${networkSegment(network)}/poster${id === undefined ? '' : `/${id}`}`,
  scheduled: (network: PostNetwork) => `/dashboard/${networkSegment(network)}/scheduled-posts`,
  published: (network: PostNetwork) => `/dashboard/${networkSegment(network)}/published-posts`,
};
