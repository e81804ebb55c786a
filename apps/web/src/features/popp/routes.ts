import { EditOutlined, FileSearchOutlined, GiftOutlined } from '@ant-design/icons';
import { type PageModule, routeEntries } from '../../app/route-entries';
import type { AppRoute } from '../../app/routes';

const { page, hidden, group } = routeEntries(['popp'], import.meta.glob<PageModule>('./pages/*Page.tsx'));

/**
 * POPP management (spec §2 /pOPPManagement): the POPP query and the hidden POPP entry. The group is
 * shown only to users who may take part in POPP (`me.poppParticipant`: staff without a dealer, or a
 * dealer of a configured type); the server answers 404 to the others.
 */
export const poppRoutes: AppRoute[] = [
  group(
    '/pOPPManagement',
    'poppManagement',
    GiftOutlined,
    [
      page('/pOPPManagement/pOPPSingleQuery', 'poppQuery', FileSearchOutlined, 'poppQuery', 'PoppQuery', {
        visible: (me) => me.poppParticipant !== false,
      }),
      hidden(
        '/pOPPManagement/pOPPEntry',
        'poppEntry',
        '/pOPPManagement/pOPPSingleQuery',
        'poppQuery:add',
        'PoppEntry',
        { visible: (me) => me.poppParticipant !== false, icon: EditOutlined },
      ),
    ],
    { visible: (me) => me.poppParticipant !== false },
  ),
];
