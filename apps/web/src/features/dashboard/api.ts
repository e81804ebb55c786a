import { dashboardEndpoints } from '@spm/contracts';
import { call } from '../../app/api/endpoint';

export const dashboardKeys = { cards: ['dashboard', 'cards'] as const };

/** The signed-in user's dashboard cards (`GET /api/v1/dashboard`). */
export const fetchDashboard = () => call(dashboardEndpoints.cards, {});
