import { type DescriptionsProps, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/auth/session';

/** A fact about the signed-in account that a description list can show. */
export type AccountFact =
  | 'userId'
  | 'name'
  | 'accountType'
  | 'roles'
  | 'dealer'
  | 'warehouse'
  | 'supplier'
  | 'passwordDaysLeft';

/**
 * The signed-in account's `facts` as `Descriptions` items, in the order asked, each labelled
 * `profile:field.<fact>`; a fact the account does not have (no dealer, no current warehouse, no
 * supplier, no password expiry) is left out.
 */
export function useAccountItems(facts: readonly AccountFact[]): NonNullable<DescriptionsProps['items']> {
  const { t } = useTranslation();
  const { me, account } = useSession();
  const { warehouseCode, warehouseName } = account.user;
  const values: Record<AccountFact, ReactNode> = {
    userId: me.userId,
    name: me.name,
    accountType: t(`common:accountType.${me.accountType}`),
    roles: me.roles.map((r, i) => (
      <Tag key={r} title={r}>
        {me.roleNames[i] ?? r}
      </Tag>
    )),
    dealer: me.dealerCode ? `${me.dealerCode} ${me.dealerName ?? ''}` : null,
    warehouse: warehouseCode ? `${warehouseCode} ${warehouseName ?? ''}`.trim() : null,
    supplier: me.supplierCode || null,
    passwordDaysLeft: me.passwordDaysLeft ?? null,
  };
  return facts
    .filter((fact) => values[fact] !== null)
    .map((fact) => ({ key: fact, label: t(`profile:field.${fact}`), children: values[fact] }));
}
