import { DeleteOutlined, PictureOutlined, StarOutlined } from '@ant-design/icons';
import { Button, Image, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/** A product's main picture (marked) and its other pictures, each of which can become the main one or go. */
export function ProductPictureGallery({
  mainPreview,
  images,
  onMakeMain,
  onRemove,
}: {
  mainPreview: string | null;
  images: string[];
  onMakeMain: (url: string) => void;
  onRemove: (url: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Space wrap align="start">
      <div className="store-main-image">
        {mainPreview ? (
          <Image src={mainPreview} width={120} height={120} alt={t('store.products.mainImage')} />
        ) : (
          <PictureOutlined className="store-image-placeholder" aria-hidden />
        )}
        <span className="store-main-badge">
          <StarOutlined /> {t('store.products.mainImage')}
        </span>
      </div>
      {images.map((url) => (
        <div key={url} className="store-extra-image">
          <Image src={url} width={80} height={80} alt="" />
          <Space size={2}>
            <Button
              size="small"
              icon={<StarOutlined />}
              aria-label={t('store.products.makeMain')}
              title={t('store.products.makeMain')}
              onClick={() => onMakeMain(url)}
            />
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('store.delete')}
              title={t('store.delete')}
              onClick={() => onRemove(url)}
            />
          </Space>
        </div>
      ))}
    </Space>
  );
}
