import { describe, expect, it } from 'vitest';
import { findKeyword, matchComment, normalizeForMatching } from '../src/text/match-keywords.ts';

describe('Arabic-aware normalization', () => {
  it.each([
    ['أسعار', 'اسعار'],
    ['إرسال', 'ارسال'],
    ['آخر', 'اخر'],
    ['كمْ السِّعرُ؟', 'كم السعر'],
    ['سعـــر', 'سعر'],
    ['مكتبة', 'مكتبه'],
    ['على', 'علي'],
    ['مسؤول', 'مسوول'],
    ['١٢٣ و ۴۵', '123 و 45'],
    ['PRICE?!', 'price'],
  ])('%s → %s', (input, expected) => expect(normalizeForMatching(input)).toBe(expected));
});

describe('keyword matching', () => {
  it('finds keywords whatever the hamza, taa marbuta, diacritics or punctuation', () => {
    expect(findKeyword('بكَم السّعر؟؟', ['سعر'])).toBe('سعر');
    expect(findKeyword('شو الأسعار', ['اسعار'])).toBe('اسعار');
    expect(findKeyword('السعرة كام', ['سعره'])).toBe('سعره');
    expect(findKeyword('How much is the PRICE', ['price'])).toBe('price');
    expect(findKeyword('b kam?', ['b kam'])).toBe('b kam');
    expect(findKeyword('مقاس ٤٢ متوفر؟', ['42'])).toBe('42');
    expect(findKeyword('جميل جدا', ['سعر', 'بكم'])).toBeNull();
  });

  it('lets filter words win and treats no keywords as match-all', () => {
    expect(matchComment('بكم السعر يا نصاب', { keywords: ['سعر'], filterWords: ['نصاب'] })).toEqual({
      decision: 'filtered',
      word: 'نصاب',
    });
    expect(matchComment('مرحبا', { keywords: [], filterWords: [] })).toEqual({ decision: 'matched', keyword: null });
    expect(matchComment('مرحبا', { keywords: ['سعر'], filterWords: [] })).toEqual({ decision: 'not-matching' });
    expect(matchComment('price please', { keywords: ['سعر', 'price'], filterWords: [] })).toEqual({
      decision: 'matched',
      keyword: 'price',
    });
  });
});
