import { Avatar, Select } from 'antd';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/session/session-store.ts';
import { FormField } from '@/shared/ui/form-field.tsx';
import type { PosterFormState } from '../use-poster-form.ts';
import { ProblemList } from './problem-list.tsx';

export type PosterTarget = { id: number; name: string; avatar: string | null; detail: string };

/** The owner's pages (Facebook) or Instagram accounts a post can go to, from the session. */
export function usePosterTargets(network: 'facebook' | 'instagram'): PosterTarget[] {
  const pages = useSession((state) => state.pages);
  const accounts = useSession((state) => state.instaAccounts);
  return network === 'facebook'
    ? pages.map((page) => ({ id: page.id, name: page.name, avatar: page.avatar, detail: page.page_id }))
    : accounts.map((account) => ({
        id: account.id,
        name: account.name,
        avatar: account.avatar,
        detail: `@${account.username}`,
      }));
}

/** Several pages or accounts at once; the pre-flight's problems about each show under the list. */
export function TargetsField({ form, targets }: { form: PosterFormState; targets: PosterTarget[] }) {
  const { t } = useTranslation();
  const { field } = useController({ control: form.control, name: 'targets' });
  const label = form.values.network === 'facebook' ? t('poster.form.pages') : t('poster.form.accounts');
  return (
    <FormField label={label} htmlFor="poster-targets" error={form.lookup('targets')}>
      <Select
        id="poster-targets"
        mode="multiple"
        value={field.value}
        onChange={(value: number[]) => field.onChange(value)}
        options={targets.map((target) => ({
          value: target.id,
          label: (
            <span className="poster-target-option">
              <Avatar size={18} src={target.avatar ?? undefined} alt="">
                {target.name.slice(0, 1)}
              </Avatar>
              <bdi>{target.name}</bdi>
            </span>
          ),
          title: target.name,
        }))}
        optionFilterProp="title"
        placeholder={label}
        status={form.lookup('targets') ? 'error' : ''}
        className="poster-full-width"
        data-testid="poster-targets"
      />
      <ProblemList problems={form.problems} area="targets" />
    </FormField>
  );
}
