import { Result } from 'antd';
import StopOutlined from '@ant-design/icons/StopOutlined';
import { useTranslation } from 'react-i18next';
import type { ProductKey } from '@shared/api/account';
import type { KeyUnder } from '../../i18n/keys';

/** The products the games pages can find switched off: those with a name of their own under games.product. */
export type NamedProduct = Extract<ProductKey, KeyUnder<'games.product'>>;

/** What a switched-off product shows instead of its games (RULES.md section 6: contact the upline). */
export function ProductDisabled({ product }: { product: NamedProduct }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      icon={<StopOutlined aria-hidden />}
      title={
        <h2 className="page-subtitle">
          {t('games.disabled.title', { product: t(`games.product.${product}`) })}
        </h2>
      }
      subTitle={<p role="alert">{t('games.disabled.body')}</p>}
    />
  );
}
