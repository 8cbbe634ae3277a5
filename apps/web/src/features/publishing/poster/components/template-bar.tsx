import { SaveOutlined } from '@ant-design/icons';
import type { PostTemplate } from '@app/contract/publishing';
import { App, Button, Input, Modal, Select, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/shared/ui/form-field.tsx';
import { useShowApiError } from '@/shared/ui/use-show-api-error.tsx';
import { usePostTemplates, useSavePostTemplate } from '../../api/post-templates.ts';
import { withTemplate } from '../poster-form-values.ts';
import type { PosterFormState } from '../use-poster-form.ts';

/** Fill the form from a saved template, or keep the current text, background, first comment and files as one. */
export function TemplateBar({ form }: { form: PosterFormState }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const showApiError = useShowApiError();
  const network = form.values.network;
  const templates = usePostTemplates(network);
  const saveTemplate = useSavePostTemplate();
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');

  const apply = (template: PostTemplate | undefined) => {
    if (!template) return;
    const next = withTemplate(form.getValues(), template);
    const options = { shouldDirty: true, shouldValidate: form.submitted };
    form.setValue('template_id', next.template_id, options);
    form.setValue('message', next.message, options);
    form.setValue('fb_preset_id', next.fb_preset_id, options);
    form.setValue('reply_message', next.reply_message, options);
    form.setValue('media', next.media, options);
  };

  const save = async () => {
    const values = form.getValues();
    try {
      const { template } = await saveTemplate.mutateAsync({
        network,
        name: name.trim(),
        message: values.message,
        fb_preset_id: values.fb_preset_id,
        reply_message: values.reply_message.trim() || null,
        files: values.media.map((file) => file.id),
      });
      form.setValue('template_id', template.id);
      setNaming(false);
      setName('');
      void message.success(t('poster.templates.saved'));
    } catch (error) {
      showApiError(error);
    }
  };

  return (
    <div className="poster-template-bar">
      <FormField label={t('poster.templates.use')} htmlFor="poster-template">
        <Select
          id="poster-template"
          allowClear
          value={form.values.template_id ?? undefined}
          onChange={(id?: number) =>
            id ? apply(templates.data?.templates.find((item) => item.id === id)) : form.setValue('template_id', null)
          }
          loading={templates.isLoading}
          options={(templates.data?.templates ?? []).map((template) => ({
            value: template.id,
            label: <bdi>{template.name}</bdi>,
            title: template.name,
          }))}
          optionFilterProp="title"
          placeholder={t('poster.templates.placeholder')}
          notFoundContent={t('poster.templates.none')}
          className="poster-full-width"
          data-testid="poster-template"
        />
      </FormField>
      <Button icon={<SaveOutlined />} onClick={() => setNaming(true)} data-testid="poster-save-template">
        {t('poster.templates.saveCurrent')}
      </Button>
      <Modal
        open={naming}
        title={t('poster.templates.saveCurrent')}
        okText={t('poster.templates.save')}
        cancelText={t('common.cancel')}
        okButtonProps={{ disabled: !name.trim(), 'data-testid': 'template-name-ok' } as ButtonProps}
        confirmLoading={saveTemplate.isPending}
        onOk={() => void save()}
        onCancel={() => setNaming(false)}
        destroyOnHidden
      >
        <FormField label={t('poster.templates.name')} htmlFor="poster-template-name">
          <Input
            id="poster-template-name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={100}
            dir="auto"
            data-testid="poster-template-name"
          />
        </FormField>
      </Modal>
    </div>
  );
}
