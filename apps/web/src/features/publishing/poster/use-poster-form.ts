import { postInputSchema, type Post, type PostInput, type PostProblem } from '@app/contract/publishing';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '@/shared/api/api-error.ts';
import { showServerFieldErrors } from '@/shared/form/field-errors.ts';
import { messageLocale } from '@/shared/i18n/i18n.ts';
import { usePreferences } from '@/shared/session/preferences-store.ts';
import { describeApiError, type ApiErrorDescription } from '@/shared/ui/use-show-api-error.tsx';
import { localizedZodResolver } from '@/shared/validation/localized-zod-resolver.ts';
import { preflightQueryOptions, usePreflight } from '../api/preflight-post.ts';
import { useSavePost } from '../api/save-post.ts';
import { formFieldOf, statusBackgroundAllowed, toPostInput, type PosterFormValues } from './poster-form-values.ts';
import { useMediaUploads } from './use-media-uploads.ts';

/** How long the seller's typing settles before the pre-flight runs. */
export const preflightDebounceMs = 700;

function errorsOf(problems: readonly PostProblem[]) {
  return problems.filter((problem) => problem.severity === 'error');
}

/**
 * The poster form's state: values checked by the contract's schema in the user's language, the uploads, the
 * 130-character rule of the status background, the pre-flight (debounced while typing, fresh on save), and the
 * save, which for "publish now" waits for the seller's confirmation.
 */
export function usePosterForm(initialValues: PosterFormValues, onSaved: (post: Post) => void) {
  const { t } = useTranslation();
  const locale = usePreferences((state) => state.locale);
  const queryClient = useQueryClient();
  const save = useSavePost();
  const [submitError, setSubmitError] = useState<ApiErrorDescription | null>(null);
  const [pendingPublish, setPendingPublish] = useState<PostInput | null>(null);
  const [presetDropped, setPresetDropped] = useState(false);
  const busyRef = useRef(false);

  const resolver = useMemo(() => {
    const validate = localizedZodResolver(
      postInputSchema as unknown as z.ZodType<PostInput, FieldValues>,
      messageLocale(locale),
    );
    const resolve: Resolver<PosterFormValues> = async (values, context, options) => {
      const checked = await validate(toPostInput(values), context, options as never);
      const errors: Record<string, { type: string; message: string }> = {};
      for (const [field, error] of Object.entries(checked.errors as Record<string, { type: string; message: string }>))
        errors[formFieldOf(field)] ??= error;
      if (values.schedule_type === 'scheduled' && !values.schedule_time)
        errors.schedule_time = { type: 'required', message: t('poster.form.scheduleTimeRequired') };
      if (busyRef.current) errors.media = { type: 'uploading', message: t('poster.media.waitForUploads') };
      if (Object.keys(errors).length) return { values: {}, errors: errors as FieldErrors<PosterFormValues> };
      return { values, errors: {} };
    };
    return resolve;
  }, [locale, t]);

  const form = useForm<PosterFormValues>({ resolver, defaultValues: initialValues });
  const { control, handleSubmit, setValue, setError, getValues, reset, formState } = form;
  useEffect(() => reset(initialValues), [initialValues, reset]);
  const values = useWatch({ control }) as PosterFormValues;

  const uploads = useMediaUploads((media) =>
    setValue('media', [...getValues('media'), media], { shouldDirty: true, shouldValidate: formState.isSubmitted }),
  );
  busyRef.current = uploads.busy;

  // Spec section 9: past 130 characters (or on a post with files or a link) the background no longer applies.
  const backgroundAllowed = statusBackgroundAllowed(values);
  useEffect(() => {
    if (backgroundAllowed) setPresetDropped(false);
    else if (getValues('fb_preset_id')) {
      setValue('fb_preset_id', null, { shouldDirty: true });
      setPresetDropped(true);
    }
  }, [backgroundAllowed, getValues, setValue]);

  // An untouched new form is not checked yet: "add a file" before the seller did anything would only be noise.
  const touched = formState.isDirty || formState.isSubmitted || Boolean(values.id);
  // "At a time" with no time yet is half-chosen, not a post to check: the server would only answer 422.
  const timeMissing = values.schedule_type === 'scheduled' && !values.schedule_time;
  const checkable = touched && values.targets.length && !uploads.busy && !timeMissing;
  const currentInput = checkable ? JSON.stringify(toPostInput(values)) : null;
  const [checkedInput, setCheckedInput] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setCheckedInput(currentInput), preflightDebounceMs);
    return () => clearTimeout(timer);
  }, [currentInput]);
  const checked = useMemo(() => (checkedInput ? (JSON.parse(checkedInput) as PostInput) : null), [checkedInput]);
  const preflight = usePreflight(checked);
  const problems = checkedInput === null ? [] : (preflight.data?.problems ?? []);

  /** A fresh pre-flight of exactly what is about to be saved; a failed check leaves the decision to the server. */
  const runPreflight = async (input: PostInput): Promise<PostProblem[]> => {
    setCheckedInput(JSON.stringify(input));
    try {
      const answer = await queryClient.fetchQuery({ ...preflightQueryOptions(input), staleTime: 0 });
      return answer.problems;
    } catch {
      return [];
    }
  };

  const persist = async (input: PostInput) => {
    setSubmitError(null);
    try {
      const { post } = await save.mutateAsync(input);
      onSaved(post);
    } catch (error) {
      setSubmitError(describeApiError(error, t));
      if (isApiError(error) && error.status === 422) {
        showServerFieldErrors(error, setError, formFieldOf);
        await runPreflight(input);
      }
      throw error;
    }
  };

  const submit = handleSubmit(async (parsed) => {
    if (save.isPending) return;
    setSubmitError(null);
    const input = toPostInput(parsed);
    if (errorsOf(await runPreflight(input)).length) {
      setSubmitError({ title: t('poster.form.problemsBlock'), details: [] });
      return;
    }
    if (input.schedule_type === 'now') setPendingPublish(input);
    else await persist(input).catch(() => undefined);
  });

  return {
    control,
    values,
    setValue,
    getValues,
    submit,
    saving: save.isPending,
    lookup: (field: keyof PosterFormValues) => formState.errors[field]?.message,
    submitted: formState.isSubmitted,
    submitError,
    clearSubmitError: () => setSubmitError(null),
    problems,
    checking: preflight.isFetching,
    backgroundAllowed,
    presetDropped,
    uploads,
    pendingPublish,
    confirmPublish: () => persist(pendingPublish!),
    cancelPublish: () => setPendingPublish(null),
  };
}

export type PosterFormState = ReturnType<typeof usePosterForm>;
