import { nameIn } from '@spm/domain';
import type { ColumnsType } from 'antd/es/table';
import { domainLanguage } from '../../../app/language';
import { col } from '../../../shared/columns';
import { ListPage } from '../../../shared/ListPage';
import { useListKit } from '../../../shared/list-kit';
import { type PartsPackage, promotionLists } from '../api';
import { useOrderableList } from '../components/order-fields';
import { PackageOrderDialog } from '../components/PackageOrderDialog';

type PackageLine = PartsPackage['lines'][number];

/**
 * DFS parts packages (spec §2 /partsPackageInquiry/index): code, name, validity and package price, the
 * parts of each package with qty and price; a dealer orders a valid package as a DFS order.
 */
export default function PartsPackagePage() {
  const { t, i18n, cols } = useListKit('promotions:field.');
  const language = domainLanguage(i18n.language);
  const { list, orderColumn, ordering, orderDialog } = useOrderableList<PartsPackage>({
    source: promotionLists.packages,
    keywordLabel: t('promotions:field.packageKeyword'),
    validOn: 'validOn',
    label: t('promotions:action.orderPackage'),
    testId: 'package-order',
    period: (row) => [row.validFrom, row.validTo],
    width: 110,
  });
  const columns: ColumnsType<PartsPackage> = [
    cols.code<PartsPackage>('packageCode', { width: 140, sorter: true }),
    col.text<PartsPackage>(t('promotions:field.packageName'), 'name', { width: 220, sorter: true }),
    cols.date<PartsPackage>('validFrom', { sorter: true }),
    cols.date<PartsPackage>('validTo', { sorter: true }),
    cols.money<PartsPackage>('packagePrice', { width: 120, sorter: true }),
    {
      title: t('promotions:field.packageParts'),
      key: 'lines',
      render: (_: unknown, row: PartsPackage) =>
        row.lines
          .map((l: PackageLine) => `${l.partCode} ${nameIn(l, language)} × ${l.qty} @ ${l.price}`)
          .join('；'),
    },
    orderColumn,
  ];

  return (
    <>
      <ListPage<PartsPackage> {...list} columns={columns} />
      <PackageOrderDialog pkg={ordering} {...orderDialog} />
    </>
  );
}
