import { describe, expect, it } from 'vitest';
import { findContactDetail } from '../src/text/contact-details.ts';

describe('findContactDetail', () => {
  it.each([
    '0999123456',
    'كلمني على 0999 123 456',
    'واتس ٠٩٩٩١٢٣٤٥٦',
    'رقمي ۰۹۹۹-۱۲۳-۴۵۶',
    '+963 999 123 456',
    '00963999123456',
    '(011) 223-3445',
    '+1 (415) 555-0132 call me',
    '050.123.4567',
  ])('finds a phone number in %j', (text) => {
    expect(findContactDetail(text)).toBe('phone-number');
  });

  it.each([
    'https://example.com/offer',
    'زوروا www.shop-best.net',
    'wa.me/message/ABCD12',
    'اطلبي من t.me/cheapdeals',
    'bit.ly/3xYz',
    'موقعنا SuperDeals.STORE',
    'check http://1.2.3.4/x',
  ])('finds a link in %j', (text) => {
    expect(findContactDetail(text)).toBe('link');
  });

  it.each([
    'السعر 1500 ل.س؟',
    'بكم؟ 15 000 000 ليرة',
    'سعره 2500000 ل.س',
    'أريد 2 قطعة',
    'الموعد 2026-11-28',
    'وصلني يوم 28.11.2026',
    'مقاس 42',
    'رقم الطلب 12345',
    'كم السعر $ 12 000 000',
    '1,500,000 SYP',
    'ممتاز... شكراً.',
    'e.g. the red one',
    'my email is ali@gmail.com',
    '',
  ])('finds nothing in %j', (text) => {
    expect(findContactDetail(text)).toBeNull();
  });

  it('names the phone number first when a comment has both', () => {
    expect(findContactDetail('0999123456 or example.com')).toBe('phone-number');
  });
});
