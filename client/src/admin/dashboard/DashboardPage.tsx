import { Card, Classes, Elevation, Icon, type IconName } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import type { DashboardQuery } from '../../gql/graphql';
import { PageHeader } from '../shared/PageHeader';
import { useErrorToast } from '../shared/useErrorToast';
import { formatCount } from '../shared/format';
import { msg, useTranslation } from '../core/i18n/i18n';
import { DashboardDocument } from './graphql/dashboard';
import { UpcomingFestivals } from './UpcomingFestivals';
import { AutomaticNotifications } from './AutomaticNotifications';

type Counts = DashboardQuery['dashboard'];

interface CountCard {
  label: string;
  icon: IconName;
  value: (counts: Partial<Counts>) => number | null | undefined;
}

/** Spec §2 Dashboard: the four cards, in this order. */
export const DASHBOARD_CARDS: readonly CountCard[] = [
  { label: msg('Total Users'), icon: 'people', value: (counts) => counts.totalUsers },
  { label: msg('Total Active Users'), icon: 'endorsed', value: (counts) => counts.activeUserCount },
  { label: msg('Total Festivals'), icon: 'calendar', value: (counts) => counts.festivalCount },
  { label: msg('Total Greetings'), icon: 'envelope', value: (counts) => counts.totalGreetings },
];

export function DashboardCards({ counts, loading }: { counts: Partial<Counts> | undefined; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="admin-dashboard-cards">
      {DASHBOARD_CARDS.map((card) => (
        <Card key={card.label} elevation={Elevation.ONE} className="admin-dashboard-card" aria-label={t(card.label)}>
          <Icon icon={card.icon} size={28} className="admin-dashboard-card__icon" aria-hidden />
          <div>
            <div className={`admin-dashboard-card__value ${loading && !counts ? Classes.SKELETON : ''}`}>
              {formatCount(counts ? card.value(counts) : 0)}
            </div>
            <div className={Classes.TEXT_MUTED}>{t(card.label)}</div>
          </div>
        </Card>
      ))}
    </div>
  );
}

export default function DashboardPage() {
  const { data, loading, error } = useQuery(DashboardDocument);
  const { t } = useTranslation();
  useErrorToast(error, msg('Failed'));
  return (
    <>
      <PageHeader title={t('Dashboard')} />
      <DashboardCards counts={data?.dashboard} loading={loading} />
      <div className="admin-dashboard-lists">
        <UpcomingFestivals />
        <AutomaticNotifications />
      </div>
    </>
  );
}
