import { DeleteOutlined, SaveOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Input, Select, Upload } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkRule } from '@app/contract/validation/rules';
import { serverFieldErrors } from '@/shared/form/field-errors.ts';
import type { InterfaceLocale } from '@app/contract';
import { changeLocale } from '@/shared/i18n/i18n.ts';
import { selectableLocales } from '@/shared/i18n/locale-bundles.ts';
import { findLocale } from '@/shared/i18n/locale-registry.ts';
import { usePreferences } from '@/shared/session/preferences-store.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { FormField } from '@/shared/ui/form-field.tsx';
import { useNotifier } from '@/shared/ui/notifier.tsx';
import { useShowApiError } from '@/shared/ui/use-show-api-error.tsx';
import { useSaveProfile } from '../api/profile-api.ts';

/**
 * Name, email (where a password reset link is mailed), picture and interface language; the language is kept on the
 * account and applied here at once.
 */
export function ProfileDetailsCard() {
  const { t } = useTranslation();
  const notifier = useNotifier();
  const showApiError = useShowApiError();
  const user = useSession((state) => state.user);
  const preferredLocale = usePreferences((state) => state.locale);
  const save = useSaveProfile();
  const [name, setName] = useState(user?.name ?? '');
  const [locale, setLocale] = useState<InterfaceLocale>(user?.locale ?? findLocale(preferredLocale)?.id ?? 'ar');
  const [avatar, setAvatar] = useState<File | null>(null);
  const [removeAvatar, setRemoveAvatar] = useState(false);
  const [email, setEmail] = useState(user?.email ?? '');
  const [nameError, setNameError] = useState<string | undefined>();
  const [emailError, setEmailError] = useState<string | undefined>();
  const preview = useMemo(() => (avatar ? URL.createObjectURL(avatar) : null), [avatar]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const shownAvatar = preview ?? (removeAvatar ? null : user?.avatar);

  const submit = () => {
    const emailValid = email.trim() === '' || checkRule('email', email.trim());
    setNameError(name.trim() ? undefined : t('profile.nameRequired'));
    setEmailError(emailValid ? undefined : t('profile.emailInvalid'));
    if (!name.trim() || !emailValid) return;
    save.mutate(
      { name: name.trim(), email: email.trim(), locale, avatar, removeAvatar },
      {
        onSuccess: () => {
          setAvatar(null);
          setRemoveAvatar(false);
          notifier.success({ title: t('profile.saved') });
          if (locale !== preferredLocale) void changeLocale(locale);
        },
        onError: (error) => {
          const fieldErrors = serverFieldErrors(error);
          if (fieldErrors?.name) setNameError(fieldErrors.name);
          if (fieldErrors?.email) setEmailError(fieldErrors.email);
          if (!fieldErrors?.name && !fieldErrors?.email) showApiError(error);
        },
      },
    );
  };

  return (
    <Card title={t('profile.detailsTitle')} data-testid="profile-details">
      <form
        className="profile-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="profile-avatar-row">
          <Avatar size={72} src={shownAvatar ?? undefined} icon={<UserOutlined />} alt="" />
          <Upload
            accept="image/png,image/jpeg"
            showUploadList={false}
            beforeUpload={(file) => {
              setAvatar(file);
              setRemoveAvatar(false);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} data-testid="profile-avatar-upload">
              {t('profile.chooseAvatar')}
            </Button>
          </Upload>
          {shownAvatar ? (
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              onClick={() => {
                setAvatar(null);
                setRemoveAvatar(true);
              }}
            >
              {t('profile.removeAvatar')}
            </Button>
          ) : null}
        </div>
        <FormField label={t('profile.name')} htmlFor="profile-name" error={nameError}>
          <Input
            id="profile-name"
            dir="auto"
            maxLength={100}
            value={name}
            status={nameError ? 'error' : ''}
            onChange={(event) => setName(event.target.value)}
            data-testid="profile-name"
          />
        </FormField>
        <FormField label={t('profile.email')} htmlFor="profile-email" error={emailError}>
          <Input
            id="profile-email"
            type="email"
            dir="ltr"
            maxLength={254}
            autoComplete="email"
            value={email}
            status={emailError ? 'error' : ''}
            onChange={(event) => setEmail(event.target.value)}
            data-testid="profile-email"
          />
          <div className="profile-field-hint">{t('profile.emailHint')}</div>
        </FormField>
        <FormField label={t('profile.language')} htmlFor="profile-language">
          <Select
            id="profile-language"
            value={locale}
            showSearch={{ optionFilterProp: 'title' }}
            options={selectableLocales().map((entry) => ({
              value: entry.id,
              title: `${entry.name} ${entry.id}`,
              label: (
                <span lang={entry.id}>
                  {entry.flag} {entry.name}
                </span>
              ),
            }))}
            onChange={setLocale}
            data-testid="profile-language"
          />
        </FormField>
        <div>
          <Button
            type="primary"
            htmlType="submit"
            icon={<SaveOutlined />}
            loading={save.isPending}
            data-testid="profile-save"
          >
            {t('profile.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
