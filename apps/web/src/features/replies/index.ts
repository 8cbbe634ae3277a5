// The replies feature as other features see it: the keyword input, dates in the business time zone, the wording of
// the comment trail's reasons and the multipart encoding of its forms (the Instagram story answers share them).
export { TagInput } from './components/tag-input.tsx';
export { useFormatDateTime } from './components/use-format-date-time.ts';
export { isTrailReason, useTrailReason } from './components/use-trail-reason.ts';
export { toMultipart } from './api/multipart-body.ts';
