// The replies feature as other features see it: the keyword input, dates in the business time zone and the
// wording of the comment trail's reasons (the Instagram story quick replies share them).
export { TagInput } from './components/tag-input.tsx';
export { useFormatDateTime } from './components/use-format-date-time.ts';
export { isTrailReason, useTrailReason } from './components/use-trail-reason.ts';
