import { invalidParameter } from '../graph-error.ts';
import type { Platform } from '../world.ts';

/** Meta's limits on the Messenger Profile fields the simulator checks (Messenger Profile API reference). */
const menuItemsMax = 20;
const menuTitleMax = 30;
const iceBreakersMax = 4;
const payloadMax = 1000;
/** Instagram's persistent menu has only these buttons; Messenger's has no others since nesting was removed. */
const menuButtonTypes = ['postback', 'web_url'];

const asArray = (value: unknown, what: string): unknown[] => {
  if (!Array.isArray(value)) throw invalidParameter(`param ${what} must be an array`);
  return value;
};
const asObject = (value: unknown, what: string): Record<string, unknown> => {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw invalidParameter(`param ${what} must be an object`);
  return value as Record<string, unknown>;
};
const nonEmptyString = (value: unknown, what: string, max: number): void => {
  if (typeof value !== 'string' || value.trim() === '')
    throw invalidParameter(`param ${what} must be a non-empty string`);
  if (value.length > max) throw invalidParameter(`param ${what} must be at most ${max} characters`);
};

function checkMenu(value: unknown, platform: Platform): void {
  for (const menu of asArray(value, 'persistent_menu')) {
    const entry = asObject(menu, 'persistent_menu[]');
    const actions = asArray(entry.call_to_actions ?? [], 'persistent_menu[call_to_actions]');
    if (actions.length > menuItemsMax)
      throw invalidParameter(`param persistent_menu[call_to_actions] must have at most ${menuItemsMax} items`);
    for (const action of actions) {
      const item = asObject(action, 'persistent_menu[call_to_actions][]');
      if (typeof item.type !== 'string' || !menuButtonTypes.includes(item.type))
        throw invalidParameter(
          `param persistent_menu[call_to_actions][type] must be one of {${menuButtonTypes.join(', ')}}` +
            (platform === 'instagram' ? ' on Instagram' : ''),
        );
      nonEmptyString(item.title, 'persistent_menu[call_to_actions][title]', menuTitleMax);
      if (item.type === 'postback')
        nonEmptyString(item.payload, 'persistent_menu[call_to_actions][payload]', payloadMax);
      else if (typeof item.url !== 'string' || !/^https?:\/\//.test(item.url))
        throw invalidParameter('param persistent_menu[call_to_actions][url] must be a URL');
    }
  }
}

function checkQuestions(questions: unknown[], what: string): void {
  if (questions.length > iceBreakersMax)
    throw invalidParameter(`param ${what} must have at most ${iceBreakersMax} questions`);
  for (const question of questions) {
    const item = asObject(question, `${what}[]`);
    nonEmptyString(item.question, `${what}[question]`, 1000);
    nonEmptyString(item.payload, `${what}[payload]`, payloadMax);
  }
}

/**
 * Ice breakers come in Meta's localized format (`[{call_to_actions, locale}]`, one `default` locale required) or the
 * older flat list of questions; one request carries one format, never both.
 */
function checkIceBreakers(value: unknown): void {
  const entries = asArray(value, 'ice_breakers');
  const localized = entries.filter((entry) => entry && typeof entry === 'object' && 'call_to_actions' in entry);
  if (localized.length === 0) return checkQuestions(entries, 'ice_breakers');
  if (localized.length !== entries.length)
    throw invalidParameter('param ice_breakers must use either the localized format or the older one, not both');
  for (const entry of localized) {
    const { call_to_actions: actions, locale } = entry as Record<string, unknown>;
    if (typeof locale !== 'string' || locale === '') throw invalidParameter('param ice_breakers[locale] is required');
    checkQuestions(asArray(actions, 'ice_breakers[call_to_actions]'), 'ice_breakers[call_to_actions]');
  }
  if (!localized.some((entry) => (entry as { locale?: unknown }).locale === 'default'))
    throw invalidParameter('param ice_breakers must have one entry with the locale "default"');
}

/** Checks one field of a POST to `/{page-id}/messenger_profile` against Meta's rules for that platform. */
export function validateProfileField(
  key: string,
  value: unknown,
  merged: Record<string, unknown>,
  platform: Platform,
): void {
  if (key === 'get_started') {
    const payload = (value as { payload?: unknown } | null)?.payload;
    if (typeof payload !== 'string' || payload === '')
      throw invalidParameter('param get_started[payload] must be a non-empty string');
  } else if (key === 'greeting') {
    for (const item of asArray(value, 'greeting')) {
      const text = (item as { text?: unknown }).text;
      if (typeof text !== 'string' || text.length > 160)
        throw invalidParameter('param greeting[text] must be a string of at most 160 characters');
    }
  } else if (key === 'persistent_menu') {
    // Instagram has no get-started button: its menu stands alone.
    if (platform === 'messenger' && !merged.get_started) {
      throw invalidParameter('You must set a Get Started button if you also wish to use persistent menu.', 2018145);
    }
    checkMenu(value, platform);
  } else if (key === 'whitelisted_domains') {
    const domains = asArray(value, 'whitelisted_domains');
    if (domains.length > 50) throw invalidParameter('param whitelisted_domains must have at most 50 items');
    for (const d of domains)
      if (typeof d !== 'string' || !/^https:\/\//.test(d))
        throw invalidParameter(`param whitelisted_domains must contain https URLs, got "${String(d)}"`);
  } else if (key === 'ice_breakers') {
    checkIceBreakers(value);
  }
}
