import { SmileOutlined } from '@ant-design/icons';
import { Button, Popover } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const emoji = [
  '😀',
  '😂',
  '😊',
  '😍',
  '😘',
  '😉',
  '😎',
  '🤔',
  '😅',
  '😢',
  '😭',
  '😡',
  '🙏',
  '👍',
  '👎',
  '👌',
  '👏',
  '🙌',
  '💪',
  '🤝',
  '❤️',
  '💔',
  '🔥',
  '✨',
  '🎉',
  '🎁',
  '🌹',
  '⭐',
  '✅',
  '❌',
  '📦',
  '🚚',
  '💰',
  '🛒',
  '📞',
  '⏰',
];

/** A small fixed set of common emoji, inserted where the cursor is. */
export function EmojiPicker({ onPick, disabled }: { onPick: (value: string) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const grid = (
    <div className="inbox-emoji-grid" role="listbox" aria-label={t('inbox.composer.emoji')}>
      {emoji.map((value) => (
        <button
          key={value}
          type="button"
          role="option"
          aria-selected={false}
          className="inbox-emoji"
          onClick={() => {
            onPick(value);
            setOpen(false);
          }}
        >
          {value}
        </button>
      ))}
    </div>
  );
  return (
    <Popover content={grid} trigger="click" open={open} onOpenChange={setOpen}>
      <Button
        type="text"
        icon={<SmileOutlined />}
        aria-label={t('inbox.composer.emoji')}
        disabled={disabled}
        data-testid="emoji-button"
      />
    </Popover>
  );
}
