import {
  promotionEndpoints as endpoints,
  type PartsPackageInput,
  type PartsPackageOrderInput,
  type PromotionInput,
  type PromotionOrderInput,
} from '@spm/contracts';
import type { Query } from '../../app/api/client';
import { call } from '../../app/api/endpoint';

export type { PartsPackage, PlacedPromotionOrder, Promotion } from '@spm/contracts';

/** Query-key factory of promotions and parts packages. */
export const promotionKeys = {
  all: ['promotions'] as const,
  list: () => [...promotionKeys.all, 'list'] as const,
  packages: () => [...promotionKeys.all, 'packages'] as const,
};

export const fetchPromotions = (query: Query) => call(endpoints.list, { query });
export const createPromotion = (body: PromotionInput) => call(endpoints.create, { body }, { silent: true });
export const orderPromotion = (id: number, body: PromotionOrderInput) =>
  call(endpoints.order, { params: { id }, body }, { silent: true, idempotencyKey: true });
export const fetchPackages = (query: Query) => call(endpoints.packages, { query });
export const createPackage = (body: PartsPackageInput) =>
  call(endpoints.createPackage, { body }, { silent: true });
export const orderPackage = (id: number, body: PartsPackageOrderInput) =>
  call(endpoints.orderPackage, { params: { id }, body }, { silent: true, idempotencyKey: true });
