import { PictureOutlined } from '@ant-design/icons';
import { type PageModule, routeEntries } from '../../app/route-entries';
import type { AppRoute } from '../../app/routes';

const { page } = routeEntries(['partImages'], import.meta.glob<PageModule>('./pages/*Page.tsx'));

/** Parts picture query (spec §2 `/partsImageQuery/index`). */
export const partImageRoutes: AppRoute[] = [
  page('/partsImageQuery/index', 'partsImageQuery', PictureOutlined, 'partsImage', 'PartImages'),
];
