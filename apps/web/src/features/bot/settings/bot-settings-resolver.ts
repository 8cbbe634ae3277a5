import { botSettingsSchema, type BotSettings } from '@app/contract';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** What the form says about a value the schema refused, by the field it concerns. */
function problemKey(path: readonly PropertyKey[]): string {
  const [field, , leaf] = path.map(String);
  if (field === 'greeting') return 'inboxSettings.errors.greeting';
  const menu = field === 'persistent_menu' || field === 'instagram_persistent_menu';
  if (menu && leaf) return `inboxSettings.errors.${leaf === 'url' ? 'url' : leaf === 'payload' ? 'payload' : 'title'}`;
  if (field === 'persistent_menu') return 'inboxSettings.errors.menuNeedsGetStarted';
  if (field === 'ice_breakers' || field === 'instagram_ice_breakers') {
    if (leaf === 'question') return 'inboxSettings.errors.question';
    if (leaf === 'payload') return 'inboxSettings.errors.iceBreakerPayload';
    return 'inboxSettings.errors.iceBreakersMax';
  }
  return 'inboxSettings.errors.invalid';
}

/** The settings checked by the contract's schema before saving, each problem worded for the field it concerns. */
export function botSettingsResolver(t: (key: string) => string): Resolver<BotSettings> {
  return (values) => {
    const parsed = botSettingsSchema.safeParse(values);
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues)
      errors[issue.path.join('.') || 'root'] ??= { type: issue.code, message: t(problemKey(issue.path)) };
    return { values: {}, errors: errors as FieldErrors<BotSettings> };
  };
}

/** Every message in a form's errors once, whether the resolver kept them by dotted path or `setError` nested them. */
export function problemsIn(errors: unknown): string[] {
  const found = new Set<string>();
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const { message } = node as { message?: unknown };
    if (typeof message === 'string' && message) found.add(message);
    for (const [key, child] of Object.entries(node)) if (key !== 'ref') walk(child);
  };
  walk(errors);
  return [...found];
}
