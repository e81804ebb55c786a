import { PictureOutlined } from '@ant-design/icons';
import { lazyPage } from '../../app/lazy-page';
import type { AppRoute } from '../../app/routes';

/** Parts picture query (spec §2 `/partsImageQuery/index`). */
export const partImageRoutes: AppRoute[] = [
  {
    path: '/partsImageQuery/index',
    titleKey: 'menu:partsImageQuery',
    icon: PictureOutlined,
    permission: 'partsImage:view',
    ns: ['partImages'],
    component: lazyPage(() => import('./pages/PartImagesPage')),
  },
];
