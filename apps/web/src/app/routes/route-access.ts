import type { FeatureGroup } from '@app/contract';

/** Every inner list is an "any of"; every outer entry must hold (spec section 2 guards). */
export type FeatureRequirement = readonly FeatureGroup[];

export type RouteAccess = {
  auth: boolean;
  guestOnly?: boolean;
  admin?: boolean;
  referral?: boolean;
  features?: readonly FeatureRequirement[];
  featureScope?: 'page' | 'instagram' | 'store';
  needsDomain?: boolean;
};
