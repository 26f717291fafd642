import { Colors } from '@blueprintjs/core';
import type { CSSProperties } from 'react';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Legend, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReportsQuery, UserType } from '../../gql/graphql';
import { msg, numberLocale, useTranslation } from '../core/i18n/i18n';
import { formatCount, formatRupees } from '../shared/format';
import { USER_TYPE_LABELS } from '../shared/userTypes';
import { formatDay, formatMonth, formatShortDay, formatShortMonth } from './reportFormat';

// recharts is imported only from this screen's files, so it is bundled in the
// Reports chunk and never loaded by another screen.

type Reports = ReportsQuery['reports'];

/** Blueprint's palette reads well on both the light and the dark theme. */
export const TYPE_COLOURS: Record<UserType, string> = {
  business: Colors.BLUE3,
  panchayat: Colors.GREEN3,
  election: Colors.ORANGE3,
};

// Colours that follow the theme come from CSS variables (see reports.css).
const TOOLTIP_STYLE: CSSProperties = {
  background: 'var(--admin-chart-tooltip-background)',
  border: '1px solid var(--admin-chart-grid)',
  borderRadius: 4,
  color: 'var(--admin-chart-text-strong)',
};
const TOOLTIP_LABEL_STYLE: CSSProperties = { color: 'var(--admin-chart-text-strong)', fontWeight: 600 };
const CURSOR = { fill: 'var(--admin-chart-cursor)' };
const AXIS_WIDTH = 44;

const compactRupees = new Map<string, Intl.NumberFormat>();

/** '₹1.5L' in English, '₹1.5 લાખ' in Gujarati: the revenue axis. */
function formatCompactRupees(value: number): string {
  const locale = numberLocale();
  let format = compactRupees.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', notation: 'compact', maximumFractionDigits: 1 });
    compactRupees.set(locale, format);
  }
  return format.format(value);
}

/** 'users' with its count ('1,23,456 users'), in the member's language and digits. */
const USERS = msg('{count, plural, one {{users} user} other {{users} users}}');

export function NewUsersChart({ data }: { data: Reports['newUsersPerDay'] }) {
  const { t } = useTranslation();
  return (
    <ResponsiveContainer width="100%" height={260}>
      <AreaChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="day" tickFormatter={formatShortDay} minTickGap={24} />
        <YAxis allowDecimals={false} width={AXIS_WIDTH} tickFormatter={formatCount} />
        <Tooltip
          contentStyle={TOOLTIP_STYLE}
          labelStyle={TOOLTIP_LABEL_STYLE}
          labelFormatter={(day) => (typeof day === 'string' ? formatDay(day) : '')}
          formatter={(value) => [formatCount(Number(value)), t('New users')]}
        />
        <Area type="monotone" dataKey="users" name={t('New users')} stroke={Colors.BLUE3} fill={Colors.BLUE3} fillOpacity={0.25} />
      </AreaChart>
    </ResponsiveContainer>
  );
}

export function UsersByTypeChart({ data }: { data: Reports['usersByType'] }) {
  const { t } = useTranslation();
  const slices = data
    .filter((row) => row.users > 0)
    .map((row) => {
      const type = row.label as UserType;
      return { name: USER_TYPE_LABELS[type] ? t(USER_TYPE_LABELS[type]) : row.label, users: row.users, fill: TYPE_COLOURS[type] ?? Colors.GRAY3 };
    });
  return (
    <ResponsiveContainer width="100%" height={260}>
      <PieChart margin={{ top: 16, right: 16, bottom: 0, left: 16 }}>
        <Pie
          data={slices}
          dataKey="users"
          nameKey="name"
          innerRadius="55%"
          outerRadius="75%"
          paddingAngle={slices.length > 1 ? 2 : 0}
          label={({ value }) => formatCount(Number(value))}
          stroke="var(--admin-chart-slice-border)"
        />
        <Tooltip
          contentStyle={TOOLTIP_STYLE}
          itemStyle={TOOLTIP_LABEL_STYLE}
          formatter={(value) => t(USERS, { count: Number(value), users: formatCount(Number(value)) })}
        />
        {/* In the spec's order of types, not alphabetical. */}
        <Legend verticalAlign="bottom" itemSorter={null} />
      </PieChart>
    </ResponsiveContainer>
  );
}

/** A horizontal bar chart of labelled counts, tall enough for every label. */
function HorizontalBars({
  data,
  colour,
  name,
  labelWidth,
}: {
  data: Array<{ label: string; users: number }>;
  colour: string;
  name: string;
  labelWidth: number;
}) {
  return (
    <ResponsiveContainer width="100%" height={Math.max(120, data.length * 30 + 40)}>
      <BarChart data={data} layout="vertical" margin={{ top: 4, right: 40, bottom: 4, left: 4 }}>
        <CartesianGrid horizontal={false} />
        <XAxis type="number" allowDecimals={false} tickFormatter={formatCount} />
        <YAxis type="category" dataKey="label" width={labelWidth} interval={0} />
        <Tooltip
          contentStyle={TOOLTIP_STYLE}
          labelStyle={TOOLTIP_LABEL_STYLE}
          cursor={CURSOR}
          formatter={(value) => [formatCount(Number(value)), name]}
        />
        <Bar
          dataKey="users"
          name={name}
          fill={colour}
          radius={[0, 3, 3, 0]}
          maxBarSize={22}
          label={{ position: 'right', className: 'admin-report-chart__bar-label' }}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}

export function UsersByDistrictChart({ data }: { data: Reports['usersByDistrict'] }) {
  const { t } = useTranslation();
  return <HorizontalBars data={data} colour={Colors.VIOLET4} name={t('Users')} labelWidth={120} />;
}

export function ActivePlansChart({ data }: { data: Reports['activePlans'] }) {
  const { t } = useTranslation();
  const bars = data.map((plan) => ({ label: `${plan.planName} (${t(USER_TYPE_LABELS[plan.planType])})`, users: plan.users }));
  return <HorizontalBars data={bars} colour={Colors.GREEN3} name={t('Users with this plan')} labelWidth={170} />;
}

export function RevenueChart({ data }: { data: Reports['revenueByMonth'] }) {
  const { t } = useTranslation();
  return (
    <ResponsiveContainer width="100%" height={260}>
      <BarChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="month" tickFormatter={formatShortMonth} minTickGap={8} />
        <YAxis width={56} tickFormatter={formatCompactRupees} />
        <Tooltip
          contentStyle={TOOLTIP_STYLE}
          labelStyle={TOOLTIP_LABEL_STYLE}
          cursor={CURSOR}
          labelFormatter={(month) => (typeof month === 'string' ? formatMonth(month) : '')}
          formatter={(value, _name, item) => {
            const plans = (item.payload as { assignments: number }).assignments;
            return [
              t('{amount} from {count, plural, one {{plans} plan} other {{plans} plans}}', {
                amount: formatRupees(Number(value)),
                count: plans,
                plans: formatCount(plans),
              }),
              t('Revenue'),
            ];
          }}
        />
        <Bar dataKey="amount" name={t('Revenue')} fill={Colors.GOLD3} radius={[3, 3, 0, 0]} maxBarSize={36} />
      </BarChart>
    </ResponsiveContainer>
  );
}
