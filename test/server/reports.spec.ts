import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { addDays, todayInIndia } from '../../shared/india-day.js';
import { ReportsService } from '../../server/src/reports/reports.service.js';
import { createTestApp, type TestApp } from './support/test-app.js';

// "Now" for the figures: 15 June 2026, 17:30 in India.
const NOW = new Date('2026-06-15T12:00:00Z');
const LONG_AGO = new Date('2025-01-01T00:00:00Z');

const DISTRICTS = [
  ' Rajkot ',
  'Rajkot',
  'Rajkot',
  'Rajkot',
  'Rajkot',
  'Amreli',
  'Amreli',
  'Amreli',
  'Ahmedabad',
  'Anand',
  'Banaskantha',
  'Bharuch',
  'Bhavnagar',
  'Botad',
  'Dahod',
  'Gandhinagar',
  'Jamnagar',
  'Junagadh',
  'Kutch',
  'Mehsana',
  'Morbi',
  'Navsari',
  'Surat',
  null,
  '  ',
];
const TYPES = ['business', 'panchayat', 'election'] as const;

/** Users whose sign-up falls around India's day boundaries (index → createdAt). */
const CREATED_AT: Record<number, string> = {
  10: '2026-06-15T10:00:00Z', // 15:30 on 15 June in India: today
  11: '2026-06-14T19:00:00Z', // 00:30 on 15 June in India: today, though 14 June in UTC
  12: '2026-06-14T18:00:00Z', // 23:30 on 14 June in India
  13: '2026-03-18T00:00:00Z', // 05:30 on 18 March: the first of the 90 days
  14: '2026-03-17T18:00:00Z', // 23:30 on 17 March: the day before the window
};

describe('reports', () => {
  let t: TestApp;
  let token: string;
  let reports: ReportsService;
  const userIds: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.signIn('employee');
    reports = t.app.get(ReportsService);
    for (const [index, district] of DISTRICTS.entries()) {
      const user = await t.prisma.appUser.create({
        data: {
          name: `User ${String(index).padStart(2, '0')}`,
          mobile: `98000000${String(index).padStart(2, '0')}`,
          pinHash: 'not-a-real-hash',
          userType: TYPES[index % 3],
          district,
          createdAt: new Date(CREATED_AT[index] ?? LONG_AGO),
        },
      });
      userIds.push(user.id);
    }
    const plan = (subscriptionName: string, subscriptionType: (typeof TYPES)[number], subscriptionAmount: number) =>
      t.prisma.subscription.create({ data: { subscriptionName, subscriptionType, subscriptionAmount, subscriptionDuration: 12 } });
    const gold = await plan('Gold', 'business', 1000);
    const silver = await plan('Silver', 'business', 300);
    const gram = await plan('Gram', 'panchayat', 700);
    const old = await plan('Old', 'election', 2000);
    const assign = (index: number, subscriptionId: string, start: string, end: string) =>
      t.prisma.appUser.update({
        where: { id: userIds[index] },
        data: { subscriptionId, subscriptionStartDate: new Date(start), subscriptionEndDate: new Date(end) },
      });
    // User 0 ends on 1 July: active and ending soon.
    await assign(0, gold.id, '2026-06-01T06:00:00Z', '2026-07-01T00:00:00Z');
    // User 3 ends next January: active, not ending soon.
    await assign(3, gold.id, '2026-01-10T06:00:00Z', '2027-01-10T06:00:00Z');
    // User 6 ended at 23:59 yesterday in India: neither active nor ending.
    await assign(6, silver.id, '2026-05-20T06:00:00Z', '2026-06-14T18:29:00Z');
    // User 9 started at 01:30 on 16 May in India and ends at midnight today: active and ending today.
    await assign(9, silver.id, '2026-05-15T20:00:00Z', '2026-06-14T18:30:00Z');
    // User 1 started at 00:30 on 1 July 2025 in India, ends at 23:59 on 15 July: the last day of the 30.
    await assign(1, gram.id, '2025-06-30T19:00:00Z', '2026-07-15T18:29:00Z');
    // User 2 started at 23:30 on 30 June 2025 in India (before the 12 months) and ends on 16 July.
    await assign(2, old.id, '2025-06-30T18:00:00Z', '2026-07-15T18:30:00Z');
  });
  afterAll(() => t.close());

  it('counts new users per India day for the last 90 days, with 0 on days nobody joined', async () => {
    const { today, newUsersPerDay } = await reports.reports(NOW);
    expect(today).toBe('2026-06-15');
    expect(newUsersPerDay).toHaveLength(90);
    expect(newUsersPerDay[0]).toEqual({ day: '2026-03-18', users: 1 });
    expect(newUsersPerDay.at(-1)).toEqual({ day: '2026-06-15', users: 2 });
    expect(newUsersPerDay.at(-2)).toEqual({ day: '2026-06-14', users: 1 });
    // Consecutive days, nothing else counted.
    newUsersPerDay.forEach((point, index) => expect(point.day).toBe(addDays('2026-03-18', index)));
    expect(newUsersPerDay.filter((point) => point.users > 0)).toHaveLength(3);
    expect(newUsersPerDay.reduce((sum, point) => sum + point.users, 0)).toBe(4);
  });

  it('counts users by type, every type present', async () => {
    const { usersByType } = await reports.reports(NOW);
    expect(usersByType).toEqual([
      { label: 'business', users: 9 },
      { label: 'panchayat', users: 8 },
      { label: 'election', users: 8 },
    ]);
  });

  it("counts users by district: the 15 largest, then 'Other' and 'No district'", async () => {
    const { usersByDistrict } = await reports.reports(NOW);
    expect(usersByDistrict).toEqual([
      { label: 'Rajkot', users: 5 },
      { label: 'Amreli', users: 3 },
      ...[
        'Ahmedabad',
        'Anand',
        'Banaskantha',
        'Bharuch',
        'Bhavnagar',
        'Botad',
        'Dahod',
        'Gandhinagar',
        'Jamnagar',
        'Junagadh',
        'Kutch',
        'Mehsana',
        'Morbi',
      ].map((label) => ({ label, users: 1 })),
      { label: 'Other', users: 2 },
      { label: 'No district', users: 2 },
    ]);
  });

  it('counts active plans (ending today or later) by plan, most first', async () => {
    const { activePlans } = await reports.reports(NOW);
    expect(activePlans.map(({ planName, planType, users }) => ({ planName, planType, users }))).toEqual([
      { planName: 'Gold', planType: 'business', users: 2 },
      { planName: 'Gram', planType: 'panchayat', users: 1 },
      { planName: 'Old', planType: 'election', users: 1 },
      { planName: 'Silver', planType: 'business', users: 1 },
    ]);
  });

  it('sums plan amounts by the India month the plan started, for 12 months with 0 in empty ones', async () => {
    const { revenueByMonth } = await reports.reports(NOW);
    expect(revenueByMonth.map((month) => month.month)).toEqual([
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
    ]);
    const nonZero = revenueByMonth.filter((month) => month.amount > 0);
    expect(nonZero).toEqual([
      { month: '2025-07', amount: 700, assignments: 1 },
      { month: '2026-01', amount: 1000, assignments: 1 },
      { month: '2026-05', amount: 600, assignments: 2 },
      { month: '2026-06', amount: 1000, assignments: 1 },
    ]);
  });

  it('lists plans ending from today to 30 days ahead, soonest first, paged', async () => {
    const first = await reports.endingSubscriptions({ page: 1, limit: 10 }, NOW);
    expect(first.totalCount).toBe(3);
    expect(first.items.map(({ name, mobile, planName, endDay }) => ({ name, mobile, planName, endDay }))).toEqual([
      { name: 'User 09', mobile: '9800000009', planName: 'Silver', endDay: '2026-06-15' },
      { name: 'User 00', mobile: '9800000000', planName: 'Gold', endDay: '2026-07-01' },
      { name: 'User 01', mobile: '9800000001', planName: 'Gram', endDay: '2026-07-15' },
    ]);
    const second = await reports.endingSubscriptions({ page: 2, limit: 2 }, NOW);
    expect(second.totalCount).toBe(3);
    expect(second.items.map((item) => item.name)).toEqual(['User 01']);
    const byMobile = await reports.endingSubscriptions({ page: 1, limit: 10, query: '9800000000' }, NOW);
    expect(byMobile).toMatchObject({ totalCount: 1, items: [{ name: 'User 00' }] });
    const byName = await reports.endingSubscriptions({ page: 1, limit: 10, query: 'user 01' }, NOW);
    expect(byName).toMatchObject({ totalCount: 1, items: [{ name: 'User 01', planName: 'Gram' }] });
  });

  it('answers staff over GraphQL with the figures of today', async () => {
    await t.prisma.appUser.create({
      data: { name: 'Joined Today', mobile: '9811100000', pinHash: 'x', userType: 'election', district: 'Rajkot' },
    });
    const response = await t.graphql(
      `{ reports { today newUsersPerDay { day users } usersByType { label users } usersByDistrict { label users }
          activePlans { planName users } revenueByMonth { month amount assignments } }
         endingSubscriptions(page: 1, limit: 10) { totalCount items { name planName endDay } } }`,
      {},
      token,
    );
    expect(response.body.errors).toBeUndefined();
    const { reports: charts, endingSubscriptions } = response.body.data;
    const today = todayInIndia();
    expect(charts.today).toBe(today);
    expect(charts.newUsersPerDay).toHaveLength(90);
    expect(charts.newUsersPerDay.at(-1)).toEqual({ day: today, users: 1 });
    expect(charts.usersByType).toEqual([
      { label: 'business', users: 9 },
      { label: 'panchayat', users: 8 },
      { label: 'election', users: 9 },
    ]);
    expect(charts.usersByDistrict[0]).toEqual({ label: 'Rajkot', users: 6 });
    expect(charts.revenueByMonth).toHaveLength(12);
    expect(charts.revenueByMonth.at(-1).month).toBe(today.slice(0, 7));
    expect(endingSubscriptions).toEqual({ totalCount: 0, items: [] });
  });

  it('answers GET /adminapi/reports with the charts and a page of ending plans', async () => {
    const response = await t.http().get('/adminapi/reports?page=1&limit=5').set('Authorization', `Bearer ${token}`).expect(200);
    expect(response.body.message).toBe('Success');
    expect(Object.keys(response.body.data).sort()).toEqual(
      ['activePlans', 'endingSubscriptions', 'newUsersPerDay', 'revenueByMonth', 'today', 'usersByDistrict', 'usersByType'].sort(),
    );
    expect(response.body.data.usersByType.map((row: { users: number }) => row.users)).toEqual([9, 8, 9]);
    expect(response.body.data.endingSubscriptions).toEqual({ totalCount: 0, items: [] });
  });

  it('refuses a bad page size with 400 and the reason, and strangers with 401', async () => {
    const rest = await t.http().get('/adminapi/reports?limit=500').set('Authorization', `Bearer ${token}`).expect(400);
    expect(rest.body.message).toBe('limit must be from 1 to 100');
    const graphql = await t.graphql('{ endingSubscriptions(limit: 0) { totalCount } }', {}, token);
    expect(graphql.body.errors[0].message).toBe('limit must be from 1 to 100');
    await t.http().get('/adminapi/reports').expect(401);
  });
});
