import { campaignAttentionReasons, homeFigureNames } from '@app/contract';
import { describe, expect, it } from 'vitest';

type Messages = Record<string, unknown>;
const localeFiles = import.meta.glob<Messages>('../src/shared/i18n/locales/*/home.json', {
  eager: true,
  import: 'default',
});

/** Every key path of a messages object whose value is a text. */
const keysOf = (messages: Messages, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value as Messages, `${prefix}${key}.`),
  );

describe("the home's texts", () => {
  const locales = Object.fromEntries(
    Object.entries(localeFiles).map(([path, messages]) => [path.split('/').at(-2) ?? path, messages]),
  );

  it('words every text in Arabic and English alike, each figure and each reason a campaign needs attention', () => {
    expect(Object.keys(locales)).toEqual(expect.arrayContaining(['ar', 'en']));
    const english = keysOf(locales.en!);
    expect(keysOf(locales.ar!).sort()).toEqual([...english].sort());
    for (const name of homeFigureNames) expect(english).toContain(`homeBusiness.figures.${name}`);
    for (const reason of campaignAttentionReasons) expect(english).toContain(`homeBusiness.attention.${reason}`);
  });
});
