import {
  promotionEndpoints as endpoints,
  type PartsPackageInput,
  type PartsPackageOrderInput,
  type PromotionInput,
  type PromotionOrderInput,
} from '@spm/contracts';
import { call } from '../../app/api/endpoint';
import { exportedListSource } from '../../shared/list-source';

export type { PartsPackage, PlacedPromotionOrder, Promotion } from '@spm/contracts';

/** Query-key factory of promotions and parts packages. */
export const promotionKeys = {
  all: ['promotions'] as const,
  list: () => [...promotionKeys.all, 'list'] as const,
  packages: () => [...promotionKeys.all, 'packages'] as const,
};

/** Path of the promotion list export (`promotionParts:export`): the list's criteria and sort. */
export const createPromotion = (body: PromotionInput) => call(endpoints.create, { body }, { silent: true });
export const orderPromotion = (id: number, body: PromotionOrderInput) =>
  call(endpoints.order, { params: { id }, body }, { silent: true, idempotencyKey: true });
/** Path of the parts package list export (`partsPackage:export`): the list's criteria and sort. */
export const createPackage = (body: PartsPackageInput) =>
  call(endpoints.createPackage, { body }, { silent: true });
export const orderPackage = (id: number, body: PartsPackageOrderInput) =>
  call(endpoints.orderPackage, { params: { id }, body }, { silent: true, idempotencyKey: true });

/** The lists of the feature's list pages (`ListPage` sources). */
export const promotionLists = {
  packages: exportedListSource(
    'partsPackage',
    promotionKeys.packages(),
    { list: endpoints.packages, export: endpoints.packagesExport },
    { testId: 'package-list' },
  ),
  promotions: exportedListSource('promotionParts', promotionKeys.list(), endpoints, {
    testId: 'promotion-list',
  }),
};
