import { ShopOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductItemsPicker } from '@/shared/product-cards/product-items-picker.tsx';

/** "Send a store item": the page's items as product cards, each with its "Order" link for this customer. */
export function SendProductsButton({ pageId, onSend }: { pageId: number; onSend: (itemIds: number[]) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [itemIds, setItemIds] = useState<number[]>([]);
  const close = () => {
    setOpen(false);
    setItemIds([]);
  };
  return (
    <>
      <Button
        type="text"
        icon={<ShopOutlined />}
        aria-label={t('inbox.composer.sendProducts')}
        title={t('inbox.composer.sendProducts')}
        onClick={() => setOpen(true)}
        data-testid="send-products-button"
      />
      <Modal
        open={open}
        title={t('inbox.composer.sendProducts')}
        okText={t('inbox.composer.send')}
        okButtonProps={{ disabled: itemIds.length === 0, 'data-testid': 'send-products-confirm' }}
        onOk={() => {
          onSend(itemIds);
          close();
        }}
        onCancel={close}
        destroyOnHidden
        data-testid="send-products-modal"
      >
        <ProductItemsPicker id="inbox-product-items" pageId={pageId} value={itemIds} onChange={setItemIds} />
      </Modal>
    </>
  );
}
