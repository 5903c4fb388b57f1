import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/context';

/** Page title template: "<page> · <brand> - Sports Betting Platform". */
export function useTitle(page: string): void {
  const { t } = useTranslation();
  const { config } = useStores();
  const brand = config?.brandName ?? 'Sportsbook';
  useEffect(() => {
    document.title = `${page} · ${brand} - ${t('app.titleSuffix')}`;
  }, [page, brand, t]);
}
