export type Limits = {
  appCallsPerHour: number;
  userCallsPerHour: number;
  pageCallsPerHour: number;
  instagramCallsPerHour: number;
  messengerCallsPerHour: number;
  privateRepliesPerHour: number;
  publishingQuotaPerDay: number;
  hashtagsPerWeek: number;
  imageContainerReadyMs: number;
  videoContainerReadyMs: number;
};

// Meta's formulas depend on engaged users; these are fixed, generous defaults tests can lower
export const DEFAULT_LIMITS: Limits = {
  appCallsPerHour: 5000,
  userCallsPerHour: 2000,
  pageCallsPerHour: 4800,
  instagramCallsPerHour: 4800,
  messengerCallsPerHour: 3000,
  privateRepliesPerHour: 750,
  publishingQuotaPerDay: 100,
  hashtagsPerWeek: 30,
  imageContainerReadyMs: 1000,
  videoContainerReadyMs: 5000,
};
