import { FormOutlined } from '@ant-design/icons';
import type { Subscriber } from '@app/contract';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The answers a flow's questions saved for this person (field name → value); nothing when there are none. */
export function SubscriberFields({ fields }: { fields: Subscriber['fields'] }) {
  const { t } = useTranslation();
  const entries = Object.entries(fields);
  if (!entries.length) return null;
  return (
    <section className="inbox-fields" aria-label={t('inbox.fields.title')} data-testid="subscriber-fields">
      <span className="inbox-fields-title">
        <FormOutlined /> {t('inbox.fields.title')}
      </span>
      <dl className="inbox-fields-list">
        {entries.map(([name, value]) => (
          <div key={name} className="inbox-field" data-testid="subscriber-field" data-field={name}>
            <dt>
              <bdi>{name}</bdi>:
            </dt>
            <dd>
              <Typography.Text copyable={{ text: value }} className="inbox-field-value">
                <span dir="auto">{value}</span>
              </Typography.Text>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
