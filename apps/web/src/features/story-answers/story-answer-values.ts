import type { InterfaceLocale, StoryQuickReply } from '@app/contract';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { localizedZodResolver } from '@/shared/validation/localized-zod-resolver.ts';

/** What an answer to story mentions or replies says and when it is sent (quick replies and story campaigns). */
export type StoryAnswerValues = {
  enabled: boolean;
  text: string;
  media: StoryQuickReply['media'];
  keywords: string[];
  once_per_story: boolean;
};

export type StoredStoryAnswer = Pick<StoryQuickReply, 'enabled' | 'text' | 'media' | 'keywords' | 'once_per_story'>;

/** The body both save endpoints take. */
export const storyAnswerBodyOf = (values: StoryAnswerValues, withKeywords: boolean) => ({
  enabled: values.enabled,
  text: values.text,
  media_id: values.media?.id ?? null,
  keywords: withKeywords ? values.keywords : [],
  once_per_story: values.once_per_story,
});

/** The form's values from what is stored; a story without a campaign yet starts enabled and empty. */
export const storyAnswerValuesOf = (stored: StoredStoryAnswer | null): StoryAnswerValues => ({
  enabled: stored?.enabled ?? true,
  text: stored?.text ?? '',
  media: stored?.media ?? null,
  keywords: stored?.keywords ?? [],
  once_per_story: stored?.once_per_story ?? true,
});

/** The form's field for a path of the save body: the picked image stands for its id, the list for each keyword. */
export function storyAnswerFieldOf(path: string): keyof StoryAnswerValues {
  const field = path.split('.')[0];
  return field === 'media_id' ? 'media' : (field as keyof StoryAnswerValues);
}

type Problem = { type: string; message: string };

/**
 * Checks the body the form would save with the save endpoint's schema, in the user's language; its one "required"
 * rule (an enabled answer without a text) is worded by the screen. A valid form gives the parsed body.
 */
export function storyAnswerResolver<Body extends FieldValues>(
  schema: z.ZodType<Body, FieldValues>,
  {
    withKeywords,
    requiredMessage,
    locale,
  }: { withKeywords: boolean; requiredMessage: string; locale: InterfaceLocale },
): Resolver<StoryAnswerValues, unknown, Body> {
  const validate = localizedZodResolver(schema, locale);
  return async (values, context, options) => {
    const checked = await validate(storyAnswerBodyOf(values, withKeywords) as never, context, options as never);
    const problems = Object.entries(checked.errors as Record<string, Problem>);
    if (problems.length === 0) return { values: checked.values as Body, errors: {} };
    const errors: Partial<Record<keyof StoryAnswerValues, Problem>> = {};
    for (const [path, problem] of problems) {
      const field = storyAnswerFieldOf(path);
      errors[field] ??=
        field === 'text' && problem.type === 'custom' ? { ...problem, message: requiredMessage } : problem;
    }
    return { values: {}, errors: errors as FieldErrors<StoryAnswerValues> };
  };
}
