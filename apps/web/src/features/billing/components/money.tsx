import { useTranslation } from 'react-i18next';

/** An amount in Syrian pounds (spec section 9), grouped, without decimals unless it has some. */
export function Money({ amount }: { amount: number }) {
  const { t } = useTranslation();
  const digits = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(amount);
  return <bdi className="billing-money">{t('billing.amount', { amount: digits })}</bdi>;
}
