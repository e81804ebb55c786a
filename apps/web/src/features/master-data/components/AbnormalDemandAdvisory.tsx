import { ABNORMAL_DEMAND_FACTOR } from '@spm/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../../shared/use-debounced';
import { checkAbnormalDemand, masterKeys } from '../api';

/**
 * The abnormal demand advisory of order entry (spec §8; docs/decisions/abnormal-demand.md): under the
 * lines, one warning per line whose qty (pieces) is more than `ABNORMAL_DEMAND_FACTOR` times the part's
 * normal monthly demand. Only advice: nothing is refused. Checks once the lines stop changing.
 * Usable on any page: it loads its own `masterData` texts.
 */
export function AbnormalDemandAdvisory({ lines }: { lines: { partCode: string; qty: number }[] }) {
  // shown on pages of other features: the catalog is loaded here, without suspending the page
  const { t, ready } = useTranslation('masterData', { useSuspense: false });
  const sent = useDebounced(
    lines.filter((l) => l.partCode && Number.isInteger(l.qty) && l.qty > 0),
    500,
  );
  const query = useQuery({
    queryKey: [...masterKeys.abnormalDemand, 'check', sent],
    queryFn: () => checkAbnormalDemand({ lines: sent.slice(0, 500) }),
    enabled: sent.length > 0,
    staleTime: 60_000,
  });
  const advisories = sent.length > 0 ? (query.data ?? []) : [];
  if (advisories.length === 0 || !ready) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginTop: 8 }}
      data-testid="abnormal-demand-advisory"
      title={t('masterData:abnormal.advisoryTitle')}
      description={advisories.map((a) => (
        <div key={a.lineIndex}>
          {t('masterData:abnormal.advisoryLine', {
            partCode: a.partCode,
            qty: a.qty,
            normalQty: a.normalQty,
            factor: ABNORMAL_DEMAND_FACTOR,
            basis: t(`masterData:abnormal.basis.${a.basis}`),
          })}
        </div>
      ))}
    />
  );
}
