import { Button, Callout, Card, Classes, Elevation, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ReportsQuery } from '../../gql/graphql';
import { canOpen, SCREENS } from '../core/screens';
import { useSessionUser } from '../core/session';
import { messageFromError } from '../core/errors';
import { PageHeader } from '../shared/PageHeader';
import { useErrorToast } from '../shared/useErrorToast';
import { formatCount, formatRupees } from '../shared/format';
import { msg, useTranslation } from '../core/i18n/i18n';
import { EndingPlansTable } from './EndingPlansTable';
import { ReportsDocument } from './graphql/reports';
import { ActivePlansChart, NewUsersChart, RevenueChart, UsersByDistrictChart, UsersByTypeChart } from './ReportCharts';
import './reports.css';

type Reports = ReportsQuery['reports'];

export const REPORTS_FAILED = msg('Failed to get reports');

/** One report: a card with a heading, and either its chart or why there is none. */
function ReportCard({
  title,
  description,
  empty,
  action,
  wide = false,
  children,
}: {
  title: string;
  description?: string;
  /** Shown instead of the chart when there is nothing to draw. */
  empty?: string | false;
  action?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  // English title, id from it: the same in both languages.
  const headingId = `report-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Card
      elevation={Elevation.ONE}
      className={`admin-report-card${wide ? ' admin-report-card--wide' : ''}`}
      role="region"
      aria-labelledby={headingId}
    >
      <div className="admin-report-card__header">
        <div>
          {/* h2 under the page's h1 (headings go down one level at a time), drawn at the h4 size it had. */}
          <h2 id={headingId} className={`${Classes.HEADING} admin-report-card__title`}>
            {t(title)}
          </h2>
          {description && <div className={Classes.TEXT_MUTED}>{t(description)}</div>}
        </div>
        {action}
      </div>
      {empty ? (
        <NonIdealState icon="chart" description={t(empty)} className="admin-report-card__empty" layout="horizontal" />
      ) : (
        <div className="admin-report-chart">{children}</div>
      )}
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  return (
    <Card elevation={Elevation.ONE} className="admin-report-figure" aria-label={t(label)}>
      <div className="admin-report-figure__value">{value}</div>
      <div className={Classes.TEXT_MUTED}>{t(label)}</div>
    </Card>
  );
}

function ReportsView({ reports }: { reports: Reports }) {
  const user = useSessionUser();
  const { t } = useTranslation();
  const newUsers = reports.newUsersPerDay.reduce((sum, day) => sum + day.users, 0);
  const allUsers = reports.usersByType.reduce((sum, type) => sum + type.users, 0);
  const activePlans = reports.activePlans.reduce((sum, plan) => sum + plan.users, 0);
  const revenue = reports.revenueByMonth.reduce((sum, month) => sum + month.amount, 0);

  if (allUsers === 0) {
    return (
      <NonIdealState
        icon="chart"
        title={t('No app users yet')}
        description={t('The reports fill in as people join the app and plans are assigned.')}
        className="admin-reports__empty"
      />
    );
  }
  return (
    <>
      <div className="admin-report-figures">
        <Figure label={msg('App users')} value={formatCount(allUsers)} />
        <Figure label={msg('New in the last 90 days')} value={formatCount(newUsers)} />
        <Figure label={msg('Active plans')} value={formatCount(activePlans)} />
        <Figure label={msg('Revenue, last 12 months (estimate)')} value={formatRupees(revenue)} />
      </div>
      <div className="admin-reports__grid">
        <ReportCard
          title={msg('New app users per day')}
          description={msg('The last 90 days')}
          empty={newUsers === 0 && msg('Nobody joined in the last 90 days.')}
          wide
        >
          <NewUsersChart data={reports.newUsersPerDay} />
        </ReportCard>
        <ReportCard title={msg('Users by type')}>
          <UsersByTypeChart data={reports.usersByType} />
        </ReportCard>
        <ReportCard
          title={msg('Active plans by plan')}
          description={msg('Plans ending today or later')}
          empty={activePlans === 0 && msg('No user holds an active plan.')}
        >
          <ActivePlansChart data={reports.activePlans} />
        </ReportCard>
        <ReportCard title={msg('Users by district')} description={msg('The 15 largest districts')}>
          <UsersByDistrictChart data={reports.usersByDistrict} />
        </ReportCard>
        <ReportCard
          title={msg('Revenue by month')}
          description={msg('Plan amounts by the month the plan started; an estimate from current assignments')}
          empty={revenue === 0 && msg('No plans were assigned in the last 12 months.')}
        >
          <RevenueChart data={reports.revenueByMonth} />
        </ReportCard>
        <ReportCard
          title={msg('Plans ending in the next 30 days')}
          wide
          action={canOpen(SCREENS.subscribedUsers, user.role) && <Link to={SCREENS.subscribedUsers.path}>{t('Open Subscribed Users')}</Link>}
        >
          <EndingPlansTable today={reports.today} />
        </ReportCard>
      </div>
    </>
  );
}

/** /reports (all staff): charts of app users, plans and revenue, from aggregate queries on the server. */
export default function ReportsPage() {
  const { data, loading, error, refetch } = useQuery(ReportsDocument, { fetchPolicy: 'cache-and-network' });
  const { t } = useTranslation();
  useErrorToast(error, REPORTS_FAILED);
  return (
    <div className="admin-reports">
      <PageHeader title={t('Reports')}>
        <Button
          icon="refresh"
          text={t('Refresh')}
          variant="minimal"
          loading={loading && Boolean(data)}
          onClick={() => void refetch().catch(() => {})}
        />
      </PageHeader>
      {data ? (
        <ReportsView reports={data.reports} />
      ) : error ? (
        <Callout intent={Intent.DANGER} icon="error" role="alert" className="admin-reports__failure" title={t('The reports could not be loaded')}>
          <p>{t(messageFromError(error, REPORTS_FAILED))}</p>
          <Button icon="refresh" text={t('Retry')} onClick={() => void refetch().catch(() => {})} />
        </Callout>
      ) : (
        <div className="admin-page-loading">
          <Spinner aria-label={t('Loading reports')} />
        </div>
      )}
    </div>
  );
}
