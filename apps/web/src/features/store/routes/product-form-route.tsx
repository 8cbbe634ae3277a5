import '../store.css';
import { PictureOutlined, PlusOutlined } from '@ant-design/icons';
import type { StoreCategory, StoreItem } from '@app/contract';
import { isYoutubeUrl, storeItemMaxExtraImages, storePreparationUnits } from '@app/contract/store-rules';
import {
  Alert,
  Breadcrumb,
  Button,
  Card,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Skeleton,
  Space,
  Switch,
  Tabs,
  TreeSelect,
} from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { serverFieldErrors } from '@/shared/form/field-errors.ts';
import { languageNameIn } from '@/shared/i18n/language-search.ts';
import { CloudPicker } from '@/shared/upload/cloud-picker.tsx';
import { checkUploadFile } from '@/shared/upload/upload-checks.ts';
import { useUploadRejectionText } from '@/shared/upload/use-upload-rejection-text.ts';
import { describeApiError } from '@/shared/ui/use-show-api-error.tsx';
import { uploadStoreImage, useCategories, useItem, useSaveItem } from '../api/store-api.ts';
import { categoryOptions } from '../category-options.ts';
import { ProductPictureGallery } from '../components/product-picture-gallery.tsx';
import { StoreScreen } from '../components/store-screen.tsx';
import { storeProductsPath } from '../store-paths.ts';

const imageExtensions = ['png', 'jpg', 'jpeg', 'gif'];

/** /dashboard/store/products/process/:id?: a product in each store language, its pictures and its video. */
export function ProductFormRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  const itemId = id ? Number(id) || null : null;
  return (
    <StoreScreen title={t(itemId ? 'store.products.edit' : 'store.products.add')} testId="store-product-form">
      {(store) => <ProductLoader storeId={store.id} itemId={itemId} />}
    </StoreScreen>
  );
}

function ProductLoader({ storeId, itemId }: { storeId: number; itemId: number | null }) {
  const { t } = useTranslation();
  const item = useItem(itemId);
  const categories = useCategories(storeId);
  if (item.isError) return <Alert type="error" showIcon title={describeApiError(item.error, t).title} />;
  if ((itemId !== null && !item.data) || !categories.data) return <Skeleton active />;
  return (
    <ProductForm
      storeId={storeId}
      item={item.data?.item ?? null}
      locales={categories.data.locales}
      categories={categories.data.categories}
    />
  );
}

function ProductForm({
  storeId,
  item,
  locales,
  categories,
}: {
  storeId: number;
  item: StoreItem | null;
  locales: string[];
  categories: StoreCategory[];
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveItem();
  const rejectionText = useUploadRejectionText();
  const [names, setNames] = useState<Record<string, string>>(item?.names ?? {});
  const [descriptions, setDescriptions] = useState<Record<string, string>>(item?.descriptions ?? {});
  const [categoryId, setCategoryId] = useState<number | null>(item?.category_id ?? null);
  const [sellPrice, setSellPrice] = useState<number | null>(item?.sell_price ?? null);
  const [originalPrice, setOriginalPrice] = useState<number | null>(item?.original_price ?? null);
  const [inStock, setInStock] = useState(item ? item.stock_status === 'in_stock' : true);
  const [visible, setVisible] = useState(item?.visible ?? true);
  const [preparationTime, setPreparationTime] = useState<number | null>(item?.preparation_time ?? null);
  const [preparationUnit, setPreparationUnit] = useState<string | null>(item?.preparation_unit ?? null);
  const [youtube, setYoutube] = useState(item?.youtube_url ?? '');
  const [mainImageUrl, setMainImageUrl] = useState<string | null>(item?.main_image_url ?? null);
  const [mainImageFile, setMainImageFile] = useState<{ file: File; preview: string } | null>(null);
  const [images, setImages] = useState<string[]>(item?.image_urls ?? []);
  const [pickError, setPickError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const mainInput = useRef<HTMLInputElement>(null);
  const moreInput = useRef<HTMLInputElement>(null);
  const fieldErrors = serverFieldErrors(save.error) ?? {};
  const youtubeInvalid = youtube.trim() !== '' && !isYoutubeUrl(youtube);
  const errorOf = (field: string) => fieldErrors[field];
  const status = (field: string) => (errorOf(field) ? ('error' as const) : undefined);

  // A changed picture or link is checked again on save: the last refusal no longer stands beside it.
  const touched = () => {
    if (save.isError) save.reset();
  };
  const pick = (file: File | undefined) => {
    if (!file) return null;
    touched();
    const rejection = checkUploadFile(file, imageExtensions);
    setPickError(rejection ? rejectionText(rejection) : null);
    return rejection ? null : file;
  };
  const submit = () => {
    const form = new FormData();
    const fields: Record<string, unknown> = {
      store_id: storeId,
      category_id: categoryId,
      names,
      descriptions,
      sell_price: sellPrice ?? '',
      original_price: originalPrice,
      stock_status: inStock ? 'in_stock' : 'out_of_stock',
      visible,
      preparation_time: preparationTime,
      preparation_unit: preparationTime === null ? null : preparationUnit,
      youtube_url: youtube.trim() || null,
      main_image_url: mainImageFile ? null : mainImageUrl,
      image_urls: images,
    };
    for (const [name, value] of Object.entries(fields)) {
      if (value === null || value === undefined) continue;
      form.set(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
    if (mainImageFile) form.set('main_image', mainImageFile.file);
    save.mutate({ id: item?.id ?? null, form }, { onSuccess: () => void navigate(storeProductsPath) });
  };
  const mainPreview = mainImageFile?.preview ?? mainImageUrl;

  return (
    <>
      <Breadcrumb
        items={[
          { title: <Link to={storeProductsPath}>{t('store.products.title')}</Link> },
          { title: t(item ? 'store.products.edit' : 'store.products.add') },
        ]}
      />
      {save.isError && !serverFieldErrors(save.error) ? (
        <Alert type="error" showIcon title={describeApiError(save.error, t).title} />
      ) : null}
      <Form layout="vertical" onFinish={submit} className="store-product-form">
        <Card size="small" title={t('store.products.texts')}>
          <Tabs
            items={locales.map((locale, index) => ({
              key: locale,
              label: (
                <span className={errorOf(`names.${locale}`) ? 'store-tab-error' : undefined}>
                  {languageNameIn(locale, i18n.language)}
                </span>
              ),
              children: (
                <>
                  <Form.Item
                    label={t('store.products.name')}
                    required={index === 0}
                    validateStatus={status(`names.${locale}`)}
                    help={errorOf(`names.${locale}`)}
                  >
                    <Input
                      dir="auto"
                      maxLength={2000}
                      value={names[locale] ?? ''}
                      onChange={(event) => setNames({ ...names, [locale]: event.target.value })}
                      data-testid={`product-name-${locale}`}
                      aria-label={`${t('store.products.name')} (${locale})`}
                    />
                  </Form.Item>
                  <Form.Item label={t('store.products.description')}>
                    <Input.TextArea
                      dir="auto"
                      rows={3}
                      maxLength={2000}
                      value={descriptions[locale] ?? ''}
                      onChange={(event) => setDescriptions({ ...descriptions, [locale]: event.target.value })}
                      aria-label={`${t('store.products.description')} (${locale})`}
                    />
                  </Form.Item>
                </>
              ),
            }))}
          />
        </Card>

        <Card size="small" title={t('store.products.pictures')}>
          <Form.Item required validateStatus={status('main_image')} help={errorOf('main_image') ?? pickError}>
            <ProductPictureGallery
              mainPreview={mainPreview}
              images={images}
              onMakeMain={(url) => {
                setImages([...images.filter((entry) => entry !== url), ...(mainImageUrl ? [mainImageUrl] : [])]);
                setMainImageUrl(url);
                setMainImageFile(null);
              }}
              onRemove={(url) => setImages(images.filter((entry) => entry !== url))}
            />
            <Space wrap className="store-image-actions">
              <Button
                icon={<PictureOutlined />}
                onClick={() => mainInput.current?.click()}
                data-testid="product-main-image"
              >
                {t('store.products.chooseMain')}
              </Button>
              <Button
                icon={<PlusOutlined />}
                loading={uploading}
                disabled={images.length >= storeItemMaxExtraImages}
                onClick={() => moreInput.current?.click()}
              >
                {t('store.products.addImage')}
              </Button>
              <CloudPicker
                testId="product-main-image-cloud"
                label={t('store.products.mainFromCloud')}
                extensions={imageExtensions}
                onPick={(file) => {
                  touched();
                  setPickError(null);
                  setMainImageUrl(file.url);
                  setMainImageFile(null);
                  setImages((current) => current.filter((url) => url !== file.url));
                }}
              />
              <CloudPicker
                testId="product-more-image-cloud"
                label={t('store.products.addFromCloud')}
                extensions={imageExtensions}
                disabled={images.length >= storeItemMaxExtraImages}
                onPick={(file) => {
                  touched();
                  setPickError(null);
                  if (file.url !== mainImageUrl && !images.includes(file.url)) setImages([...images, file.url]);
                }}
              />
            </Space>
            <input
              ref={mainInput}
              type="file"
              hidden
              accept=".png,.jpg,.jpeg,.gif"
              data-testid="product-main-image-input"
              aria-label={t('store.products.chooseMain')}
              onChange={(event) => {
                const file = pick(event.target.files?.[0]);
                if (file) setMainImageFile({ file, preview: URL.createObjectURL(file) });
                event.target.value = '';
              }}
            />
            <input
              ref={moreInput}
              type="file"
              hidden
              accept=".png,.jpg,.jpeg,.gif"
              aria-label={t('store.products.addImage')}
              onChange={(event) => {
                const file = pick(event.target.files?.[0]);
                event.target.value = '';
                if (!file) return;
                setUploading(true);
                uploadStoreImage(storeId, file)
                  .then(({ url }) => setImages((current) => [...current, url]))
                  .catch((error: unknown) => setPickError(describeApiError(error, t).title))
                  .finally(() => setUploading(false));
              }}
            />
          </Form.Item>
          <Form.Item
            label={t('store.products.youtube')}
            validateStatus={youtubeInvalid || errorOf('youtube_url') ? 'error' : undefined}
            help={errorOf('youtube_url') ?? (youtubeInvalid ? t('store.products.youtubeInvalid') : undefined)}
          >
            <Input
              dir="ltr"
              value={youtube}
              onChange={(event) => {
                touched();
                setYoutube(event.target.value);
              }}
              placeholder="https://www.youtube.com/watch?v=…"
              data-testid="product-youtube"
              aria-label={t('store.products.youtube')}
            />
          </Form.Item>
        </Card>

        <Card size="small" title={t('store.products.details')}>
          <Space wrap size="large" align="start">
            <Form.Item
              label={t('store.products.price')}
              required
              validateStatus={status('sell_price')}
              help={errorOf('sell_price')}
            >
              <InputNumber
                min={0}
                value={sellPrice}
                onChange={setSellPrice}
                data-testid="product-price"
                aria-label={t('store.products.price')}
              />
            </Form.Item>
            <Form.Item
              label={t('store.products.originalPrice')}
              validateStatus={status('original_price')}
              help={errorOf('original_price')}
            >
              <InputNumber
                min={0}
                value={originalPrice}
                onChange={setOriginalPrice}
                aria-label={t('store.products.originalPrice')}
              />
            </Form.Item>
            <Form.Item
              label={t('store.products.category')}
              validateStatus={status('category_id')}
              help={errorOf('category_id')}
            >
              <TreeSelect
                allowClear
                treeDefaultExpandAll
                className="store-category-filter"
                value={categoryId ?? undefined}
                onChange={(value) => setCategoryId(value ?? null)}
                placeholder={t('store.products.noCategory')}
                treeData={categoryOptions(categories)}
                data-testid="product-category"
                aria-label={t('store.products.category')}
              />
            </Form.Item>
          </Space>
          <Space wrap size="large" align="start">
            <Form.Item label={t('store.products.stock')}>
              <Radio.Group
                value={inStock}
                onChange={(event) => setInStock(event.target.value as boolean)}
                options={[
                  { value: true, label: t('store.stock.in_stock') },
                  { value: false, label: t('store.stock.out_of_stock') },
                ]}
              />
            </Form.Item>
            <Form.Item label={t('store.products.visible')}>
              <Switch checked={visible} onChange={setVisible} aria-label={t('store.products.visible')} />
            </Form.Item>
            <Form.Item
              label={t('store.products.preparation')}
              validateStatus={status('preparation_time') ?? status('preparation_unit')}
              help={errorOf('preparation_time') ?? errorOf('preparation_unit')}
            >
              <Space.Compact>
                <InputNumber
                  min={0}
                  value={preparationTime}
                  onChange={setPreparationTime}
                  aria-label={t('store.products.preparation')}
                />
                <Select
                  className="store-unit"
                  value={preparationUnit}
                  onChange={setPreparationUnit}
                  placeholder={t('store.products.unit')}
                  aria-label={t('store.products.unit')}
                  options={storePreparationUnits.map((unit) => ({ value: unit, label: t(`store.units.${unit}`) }))}
                />
              </Space.Compact>
            </Form.Item>
          </Space>
        </Card>
        <Space className="store-form-actions">
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="product-save">
            {t('store.save')}
          </Button>
          <Link to={storeProductsPath}>
            <Button>{t('store.cancel')}</Button>
          </Link>
        </Space>
      </Form>
    </>
  );
}
