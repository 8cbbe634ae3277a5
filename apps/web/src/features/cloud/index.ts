// The media cloud as other screens reach it: its usage query, which keeps the session's quota figures current.
export { useCloudUsage } from './cloud-api.ts';
