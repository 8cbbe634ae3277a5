import type { PostProblemCode } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { postRules, type RuleInput, type RuleMedia } from '../src/features/publishing/preflight/post-rules.ts';

const now = new Date('2026-11-23T10:00:00Z');
const image = (width = 1080, height = 1080, extension = 'jpg', bytes = 1000): RuleMedia => ({
  name: `photo.${extension}`,
  kind: 'image',
  extension,
  bytes,
  width,
  height,
});
const video = (bytes = 1000): RuleMedia => ({
  name: 'clip.mp4',
  kind: 'video',
  extension: 'mp4',
  bytes,
  width: null,
  height: null,
});
const facebook = (fields: Partial<RuleInput> = {}): RuleInput => ({
  network: 'facebook',
  type: 'message',
  message: 'نص',
  link: null,
  fbPresetId: null,
  media: [],
  scheduleType: 'now',
  dueAt: now,
  now,
  hashtagsPerCaption: 5,
  ...fields,
});
const instagram = (fields: Partial<RuleInput> = {}) =>
  facebook({ network: 'instagram', type: 'image', media: [image()], ...fields });
const codes = (input: RuleInput) => postRules(input).map((problem) => problem.code);
const errors = (input: RuleInput): PostProblemCode[] =>
  postRules(input)
    .filter((problem) => problem.severity === 'error')
    .map((problem) => problem.code);

describe('pre-flight rules', () => {
  it('accepts a plain text post, a photo post and a single video', () => {
    expect(codes(facebook())).toEqual([]);
    expect(codes(facebook({ type: 'photos', media: [image(), image()] }))).toEqual([]);
    expect(codes(facebook({ type: 'video', media: [video()] }))).toEqual([]);
    expect(codes(facebook({ type: 'link', link: 'https://shop.example/offer' }))).toEqual([]);
  });

  it('offers the status background on text of 130 characters at most, without media or link', () => {
    expect(codes(facebook({ fbPresetId: '106018623298955', message: 'x'.repeat(130) }))).toEqual([]);
    expect(codes(facebook({ fbPresetId: '106018623298955', message: 'x'.repeat(131) }))).toEqual([
      'status-background-too-long',
    ]);
    expect(codes(facebook({ fbPresetId: '106018623298955', type: 'photos', media: [image()] }))).toEqual([
      'status-background-text-only',
    ]);
  });

  it('checks the media against the Facebook post type', () => {
    expect(codes(facebook({ type: 'photos' }))).toEqual(['media-required']);
    expect(codes(facebook({ type: 'photos', media: Array.from({ length: 11 }, () => image()) }))).toEqual([
      'too-many-photos',
    ]);
    expect(codes(facebook({ type: 'photos', media: [image(), video()] }))).toEqual(['media-wrong-type']);
    expect(codes(facebook({ type: 'video', media: [video(), video()] }))).toEqual(['one-video-only']);
    expect(codes(facebook({ type: 'video', media: [image()] }))).toEqual(['media-wrong-type']);
    expect(codes(facebook({ type: 'link' }))).toEqual(['link-required']);
    expect(codes(facebook({ media: [image()] }))).toEqual(['media-wrong-type']);
  });

  it('refuses files over their size limit', () => {
    expect(codes(facebook({ type: 'photos', media: [image(100, 100, 'png', 9 * 1024 * 1024)] }))).toEqual([
      'media-too-large',
    ]);
    expect(codes(facebook({ type: 'video', media: [video(101 * 1024 * 1024)] }))).toEqual(['media-too-large']);
  });

  it('takes one JPEG between 4:5 and 1.91:1 for an Instagram image', () => {
    expect(codes(instagram())).toEqual([]);
    expect(codes(instagram({ media: [image(1080, 1350)] }))).toEqual([]);
    expect(codes(instagram({ media: [image(1910, 1000)] }))).toEqual([]);
    expect(codes(instagram({ media: [image(1080, 1920)] }))).toEqual(['aspect-ratio']);
    expect(codes(instagram({ media: [image(2000, 1000)] }))).toEqual(['aspect-ratio']);
    expect(codes(instagram({ media: [image(1080, 1080, 'png')] }))).toEqual(['image-format']);
    expect(codes(instagram({ media: [] }))).toEqual(['media-required']);
    expect(codes(instagram({ media: [image(), image()] }))).toEqual(['media-wrong-type']);
  });

  it('takes 2 to 10 items in a carousel, one video in a reel and one file in a story', () => {
    expect(codes(instagram({ type: 'carousel', media: [image(), video()] }))).toEqual([]);
    expect(codes(instagram({ type: 'carousel', media: [image()] }))).toEqual(['carousel-size']);
    expect(codes(instagram({ type: 'carousel', media: Array.from({ length: 11 }, () => image()) }))).toEqual([
      'carousel-size',
    ]);
    expect(codes(instagram({ type: 'reel', media: [video()] }))).toEqual([]);
    expect(codes(instagram({ type: 'reel', media: [image()] }))).toEqual(['media-wrong-type']);
    expect(codes(instagram({ type: 'story', media: [video()] }))).toEqual([]);
    expect(codes(instagram({ type: 'story', media: [image(1080, 1920)] }))).toEqual([]);
    expect(codes(instagram({ type: 'story', media: [image(), image()] }))).toEqual(['media-wrong-type']);
  });

  it('warns, without refusing, about a story that is not 9:16', () => {
    const problems = postRules(instagram({ type: 'story', media: [image(1080, 1080)] }));
    expect(problems).toMatchObject([{ code: 'story-aspect-ratio', severity: 'warning', params: { ratio: 1 } }]);
    expect(errors(instagram({ type: 'story', media: [image(1080, 1080)] }))).toEqual([]);
  });

  it('counts the caption and its hashtags against the configured cap', () => {
    expect(codes(instagram({ message: 'x'.repeat(2201) }))).toEqual(['caption-too-long']);
    const tags = (count: number) => Array.from({ length: count }, (_, index) => `#وسم${index}`).join(' ');
    expect(codes(instagram({ message: tags(5) }))).toEqual([]);
    expect(postRules(instagram({ message: tags(6) }))).toMatchObject([
      { code: 'too-many-hashtags', params: { max: 5, count: 6 } },
    ]);
    expect(codes(instagram({ message: tags(30), hashtagsPerCaption: 30 }))).toEqual([]);
    expect(codes(instagram({ message: tags(31), hashtagsPerCaption: 30 }))).toEqual(['too-many-hashtags']);
    expect(codes(facebook({ message: tags(40) }))).toEqual([]);
  });

  it('refuses a time in the past or more than a year ahead', () => {
    const at = (days: number) => new Date(now.getTime() + days * 86_400_000);
    expect(codes(facebook({ scheduleType: 'scheduled', dueAt: at(-0.001) }))).toEqual(['schedule-in-past']);
    expect(codes(facebook({ scheduleType: 'scheduled', dueAt: at(366) }))).toEqual(['schedule-too-far']);
    expect(codes(facebook({ scheduleType: 'scheduled', dueAt: at(365) }))).toEqual([]);
  });
});
