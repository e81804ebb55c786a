import { GiftOutlined, InboxOutlined, TagsOutlined } from '@ant-design/icons';
import { type PageModule, routeEntries } from '../../app/route-entries';
import type { AppRoute } from '../../app/routes';

const { page, group } = routeEntries(['promotions'], import.meta.glob<PageModule>('./pages/*Page.tsx'));

/** Promotion parts and DFS parts packages (spec §2 /promotionPartsQuery/index, /partsPackageInquiry/index). */
export const promotionRoutes: AppRoute[] = [
  group('/promotions', 'promotions', GiftOutlined, [
    page('/promotionPartsQuery/index', 'promotionParts', TagsOutlined, 'promotionParts', 'PromotionParts'),
    page('/partsPackageInquiry/index', 'partsPackages', InboxOutlined, 'partsPackage', 'PartsPackage'),
  ]),
];
