import { GiftOutlined, InboxOutlined, TagsOutlined } from '@ant-design/icons';
import { lazyPage } from '../../app/lazy-page';
import type { AppRoute } from '../../app/routes';

/** Promotion parts and DFS parts packages (spec §2 /promotionPartsQuery/index, /partsPackageInquiry/index). */
export const promotionRoutes: AppRoute[] = [
  {
    path: '/promotions',
    titleKey: 'menu:promotions',
    icon: GiftOutlined,
    children: [
      {
        path: '/promotionPartsQuery/index',
        titleKey: 'menu:promotionParts',
        icon: TagsOutlined,
        permission: 'promotionParts:view',
        ns: ['promotions'],
        component: lazyPage(() => import('./pages/PromotionPartsPage')),
      },
      {
        path: '/partsPackageInquiry/index',
        titleKey: 'menu:partsPackages',
        icon: InboxOutlined,
        permission: 'partsPackage:view',
        ns: ['promotions'],
        component: lazyPage(() => import('./pages/PartsPackagePage')),
      },
    ],
  },
];
