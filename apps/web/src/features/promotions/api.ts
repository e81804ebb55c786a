import {
  promotionEndpoints as endpoints,
  type PartsPackageInput,
  type PartsPackageOrderInput,
  type PromotionInput,
  type PromotionOrderInput,
} from '@spm/contracts';
import type { Query } from '../../app/api/client';
import { call, urlOf } from '../../app/api/endpoint';
import { listSource } from '../../shared/list-source';

export type { PartsPackage, PlacedPromotionOrder, Promotion } from '@spm/contracts';

/** Query-key factory of promotions and parts packages. */
export const promotionKeys = {
  all: ['promotions'] as const,
  list: () => [...promotionKeys.all, 'list'] as const,
  packages: () => [...promotionKeys.all, 'packages'] as const,
};

export const fetchPromotions = (query: Query) => call(endpoints.list, { query });
/** Path of the promotion list export (`promotionParts:export`): the list's criteria and sort. */
export const promotionsExportUrl = urlOf(endpoints.export.file, {}).path;
export const createPromotion = (body: PromotionInput) => call(endpoints.create, { body }, { silent: true });
export const orderPromotion = (id: number, body: PromotionOrderInput) =>
  call(endpoints.order, { params: { id }, body }, { silent: true, idempotencyKey: true });
export const fetchPackages = (query: Query) => call(endpoints.packages, { query });
/** Path of the parts package list export (`partsPackage:export`): the list's criteria and sort. */
export const packagesExportUrl = urlOf(endpoints.packagesExport.file, {}).path;
export const createPackage = (body: PartsPackageInput) =>
  call(endpoints.createPackage, { body }, { silent: true });
export const orderPackage = (id: number, body: PartsPackageOrderInput) =>
  call(endpoints.orderPackage, { params: { id }, body }, { silent: true, idempotencyKey: true });

/** The lists of the feature's list pages (`ListPage` sources). */
export const promotionLists = {
  packages: listSource('partsPackage', promotionKeys.packages(), fetchPackages, {
    exportUrl: packagesExportUrl,
    testId: 'package-list',
  }),
  promotions: listSource('promotionParts', promotionKeys.list(), fetchPromotions, {
    exportUrl: promotionsExportUrl,
    testId: 'promotion-list',
  }),
};
