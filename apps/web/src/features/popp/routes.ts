import { EditOutlined, FileSearchOutlined, GiftOutlined } from '@ant-design/icons';
import { lazyPage } from '../../app/lazy-page';
import type { AppRoute } from '../../app/routes';

/**
 * POPP management (spec §2 /pOPPManagement): the POPP query and the hidden POPP entry. The group is
 * shown only to users who may take part in POPP (`me.poppParticipant`: staff without a dealer, or a
 * dealer of a configured type); the server answers 404 to the others.
 */
export const poppRoutes: AppRoute[] = [
  {
    path: '/pOPPManagement',
    titleKey: 'menu:poppManagement',
    icon: GiftOutlined,
    visible: (me) => me.poppParticipant !== false,
    children: [
      {
        path: '/pOPPManagement/pOPPSingleQuery',
        titleKey: 'menu:poppQuery',
        icon: FileSearchOutlined,
        permission: 'poppQuery:view',
        visible: (me) => me.poppParticipant !== false,
        ns: ['popp'],
        component: lazyPage(() => import('./pages/PoppQueryPage')),
      },
      {
        path: '/pOPPManagement/pOPPEntry',
        titleKey: 'menu:poppEntry',
        icon: EditOutlined,
        permission: 'poppQuery:add',
        visible: (me) => me.poppParticipant !== false,
        hidden: true,
        activeMenu: '/pOPPManagement/pOPPSingleQuery',
        ns: ['popp'],
        component: lazyPage(() => import('./pages/PoppEntryPage')),
      },
    ],
  },
];
