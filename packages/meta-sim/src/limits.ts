export type Limits = {
  appCallsPerHour: number;
  userCallsPerHour: number;
  pageCallsPerHour: number;
  /** Meta's Pages BUC limit over a rolling 24 hours (4800 × engaged users), on top of the hourly one. */
  pageCallsPerDay: number;
  instagramCallsPerHour: number;
  messengerCallsPerHour: number;
  privateRepliesPerHour: number;
  publishingQuotaPerDay: number;
  hashtagsPerWeek: number;
  /** Hashtags one caption may carry: Instagram is moving from 30 to 5. */
  hashtagsPerCaption: number;
  imageContainerReadyMs: number;
  videoContainerReadyMs: number;
  /** How long a page video stays `processing` on the simulated clock before it is `ready`. */
  pageVideoReadyMs: number;
};

// Meta's formulas depend on engaged users; these are fixed, generous defaults tests can lower
export const DEFAULT_LIMITS: Limits = {
  appCallsPerHour: 5000,
  userCallsPerHour: 2000,
  pageCallsPerHour: 4800,
  pageCallsPerDay: 1_000_000,
  instagramCallsPerHour: 4800,
  messengerCallsPerHour: 3000,
  privateRepliesPerHour: 750,
  publishingQuotaPerDay: 50,
  hashtagsPerWeek: 30,
  hashtagsPerCaption: 5,
  imageContainerReadyMs: 1000,
  videoContainerReadyMs: 5000,
  pageVideoReadyMs: 2000,
};
