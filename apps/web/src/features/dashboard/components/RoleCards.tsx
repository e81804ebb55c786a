import type { DashboardAnswer, DashboardCard, DashboardFigure } from '@spm/contracts';
import {
  CLAIM_STATUS_LABELS,
  type ClaimStatus,
  ORDER_STATUS_LABELS,
  ORDER_TYPE_LABELS,
  type OrderStatus,
  type OrderType,
} from '@spm/domain';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermissions } from '../../../app/auth/session';
import { currentLanguage } from '../../../app/i18n';
import { formatMoney } from '../../../shared/format';
import { dashboardKeys, fetchDashboard } from '../api';
import { figureLink } from '../card-links';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A figure's name: an order or claim status, an order type, or the card's own wording. */
function figureLabel(card: DashboardCard['key'], key: string, t: Translate, zh: boolean): string {
  const pick = (label: { zh: string; en: string } | undefined) => (label ? (zh ? label.zh : label.en) : key);
  if (card === 'orders') return pick(ORDER_STATUS_LABELS[Number(key) as OrderStatus]);
  if (card === 'claims') return pick(CLAIM_STATUS_LABELS[Number(key) as ClaimStatus]);
  if (card === 'releaseBacklog') return pick(ORDER_TYPE_LABELS[key as OrderType]);
  return t(`dashboard:figure.${card}.${key}`);
}

function FigureTile(props: { card: DashboardCard['key']; figure: DashboardFigure; today: string }) {
  const { t } = useTranslation();
  const can = usePermissions();
  const { card, figure } = props;
  const label = figureLabel(card, figure.key, t, currentLanguage() === 'zh-CN');
  const value = figure.amount !== null ? formatMoney(figure.amount) : String(figure.count ?? 0);
  const body = (
    <>
      <div className="spm-figure-label">{label}</div>
      <div className={figure.amount !== null ? 'spm-figure-value spm-money' : 'spm-figure-value'}>
        {value}
      </div>
    </>
  );
  const target = figureLink(card, figure.key, props.today);
  return can(target.permission) ? (
    <Link
      to={target.to}
      className="spm-figure"
      data-testid={`figure-${card}-${figure.key}`}
      aria-label={`${label} ${value}`}
    >
      {body}
    </Link>
  ) : (
    <div className="spm-figure" data-testid={`figure-${card}-${figure.key}`}>
      {body}
    </div>
  );
}

/** How wide a card is: money cards and cards with many figures take more room. */
const wide = (card: DashboardCard) => card.key === 'orders' || card.key === 'claims' || card.key === 'credit';

/**
 * The role cards of the dashboard (issue 15): the figures `GET /api/v1/dashboard` answers for the
 * signed-in user, each figure a link to its list, filtered. Nothing shows for a user without cards.
 */
export function RoleCards() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: dashboardKeys.cards, queryFn: fetchDashboard });
  const data: DashboardAnswer | undefined = query.data;
  if (!data || data.cards.length === 0) return null;
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 12 }} data-testid="role-cards">
      {data.cards.map((card) => (
        <Col key={card.key} xs={24} md={wide(card) ? 24 : 12} xl={wide(card) ? 12 : 8}>
          <Card
            size="small"
            title={t(`dashboard:card.${card.key}`, { today: data.today })}
            data-testid={`card-${card.key}`}
            style={{ height: '100%' }}
          >
            {card.figures.length === 0 ? (
              <div className="spm-figure-empty">{t(`dashboard:none.${card.key}`)}</div>
            ) : (
              <div className="spm-figures">
                {card.figures.map((f) => (
                  <FigureTile key={f.key} card={card.key} figure={f} today={data.today} />
                ))}
              </div>
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
