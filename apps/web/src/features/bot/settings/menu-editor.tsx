import { Button, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { messagingLimits, type BotSettings } from '@app/contract';

export type MenuItem = BotSettings['persistent_menu'][number];

type MenuEditorProps = {
  items: MenuItem[];
  disabled: boolean;
  onChange: (items: MenuItem[]) => void;
  /** Names the editor's fields apart when a screen has two menus (Messenger's and Instagram's). */
  testId?: string;
};

const emptyItem: MenuItem = { type: 'postback', title: '', payload: '' };

/** Meta's persistent menu, flat (no nesting): up to 20 buttons, each a postback or a link, titles of 30 at most. */
export function MenuEditor({ items, disabled, onChange, testId = 'bot-menu' }: MenuEditorProps) {
  const { t } = useTranslation();
  const replace = (index: number, item: MenuItem) => onChange(items.map((old, at) => (at === index ? item : old)));
  const full = items.length >= messagingLimits.persistentMenuItems;
  return (
    <div className="bot-menu-editor" data-testid={`${testId}-editor`}>
      {items.map((item, index) => (
        <div className="bot-menu-item" key={index} data-testid={`${testId}-item-${index}`}>
          <Select
            aria-label={t('inboxSettings.menu.type')}
            value={item.type}
            disabled={disabled}
            onChange={(type) =>
              replace(
                index,
                type === 'postback'
                  ? { type, title: item.title, payload: '' }
                  : { type: 'web_url', title: item.title, url: '' },
              )
            }
            options={[
              { value: 'postback', label: t('inboxSettings.menu.postback') },
              { value: 'web_url', label: t('inboxSettings.menu.link') },
            ]}
            className="bot-menu-type"
          />
          <Input
            aria-label={t('inboxSettings.menu.title')}
            placeholder={t('inboxSettings.menu.title')}
            value={item.title}
            disabled={disabled}
            maxLength={messagingLimits.persistentMenuTitleLength}
            showCount
            dir="auto"
            data-testid={`${testId}-title-${index}`}
            onChange={(event) => replace(index, { ...item, title: event.target.value })}
          />
          {item.type === 'postback' ? (
            <Input
              aria-label={t('inboxSettings.menu.payload')}
              placeholder={t('inboxSettings.menu.payload')}
              value={item.payload}
              disabled={disabled}
              maxLength={messagingLimits.postbackPayloadLength}
              dir="ltr"
              data-testid={`${testId}-payload-${index}`}
              onChange={(event) => replace(index, { ...item, payload: event.target.value })}
            />
          ) : (
            <Input
              aria-label={t('inboxSettings.menu.url')}
              placeholder="https://"
              value={item.url}
              disabled={disabled}
              type="url"
              dir="ltr"
              data-testid={`${testId}-url-${index}`}
              onChange={(event) => replace(index, { ...item, url: event.target.value })}
            />
          )}
          <Button
            danger
            disabled={disabled}
            onClick={() => onChange(items.filter((_, at) => at !== index))}
            data-testid={`${testId}-remove-${index}`}
          >
            {t('inboxSettings.menu.remove')}
          </Button>
        </div>
      ))}
      <Button onClick={() => onChange([...items, emptyItem])} disabled={disabled || full} data-testid={`${testId}-add`}>
        {t('inboxSettings.menu.add')}
      </Button>
      <div className="bot-settings-hint">
        {t('inboxSettings.menu.count', { count: items.length, max: messagingLimits.persistentMenuItems })}
      </div>
    </div>
  );
}
