import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import type { Response } from 'supertest';
import { EXPORT_HEADER_FONT, formatIndiaDate } from '../../server/src/app-users/app-users-export.service.js';
import { formatIndiaTimestamp } from '../../server/src/app-users/app-users-export.workbook.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** supertest parser that keeps the body as bytes. */
function binary(response: Response, callback: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
}

async function sheetRows(body: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('app users export', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.signIn('superadmin');
    const users = [
      { name: 'Ramesh Patel', mobile: '9876500001', userType: 'business', village: 'Kalol', taluka: 'Kalol', district: 'Gandhinagar' },
      { name: 'Sita Ben', mobile: '9876500002', userType: 'panchayat', occupation: 'સરપંચ', status: false },
      { name: 'Ramila 50%_off', mobile: '9876500003', userType: 'election' },
    ];
    for (const user of users) {
      await t
        .http()
        .post('/adminapi/users/create')
        .set('Authorization', token)
        .send({ pin: '1234', ...user })
        .expect(201);
    }
    const plan = await t.prisma.subscription.create({
      data: { subscriptionName: 'Gold', subscriptionAmount: 999, subscriptionDuration: 12, subscriptionType: 'business' },
    });
    await t.prisma.appUser.update({
      where: { mobile: '9876500001' },
      data: {
        subscriptionId: plan.id,
        subscriptionStartDate: new Date('2026-01-10T06:30:00Z'),
        subscriptionEndDate: new Date('2027-01-10T06:30:00Z'),
        createdAt: new Date('2026-01-10T06:30:00Z'),
      },
    });
  });
  afterAll(() => t.close());

  const download = (query?: string) =>
    t
      .http()
      .get('/adminapi/users/appusersexcel')
      .query(query === undefined ? {} : { query })
      .set('Authorization', token)
      .buffer(true)
      .parse(binary);

  it('streams users_export.xlsx of every user with the row count first', async () => {
    const response = await download().expect(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe('attachment; filename="users_export.xlsx"');
    expect(response.headers['x-total-rows']).toBe('3');

    const rows = await sheetRows(response.body as Buffer);
    expect(rows[0]).toEqual(['Name', 'Mobile', 'Occupation', 'Type', 'Village', 'Taluka', 'District', 'Status', 'Plan', 'Plan ends', 'Created At']);
    expect(rows).toHaveLength(4);
    // Newest first, as on the screen; Ramesh was moved to the oldest.
    expect(rows.slice(1).map((row) => row[0])).toEqual(['Ramila 50%_off', 'Sita Ben', 'Ramesh Patel']);
    const ramesh = rows[3];
    expect(ramesh.slice(0, 9)).toEqual(['Ramesh Patel', '9876500001', undefined, 'Business', 'Kalol', 'Kalol', 'Gandhinagar', 'Active', 'Gold']);
    // Spec §9 formats in India's time (06:30 UTC is 12:00 noon in India).
    expect(ramesh.slice(9)).toEqual(['10/01/2027', '10/01/2026 12:00 pm']);
    // Issue 28.4: the Type column as the screen shows it, not as stored.
    expect(rows[2].slice(0, 4)).toEqual(['Sita Ben', '9876500002', 'સરપંચ', 'Panchayat']);
    expect(rows[1][3]).toBe('Election');
    expect(rows[2][7]).toBe('Inactive');
  });

  it('gives the header row, and only it, a font that draws Gujarati', async () => {
    const response = await download().expect(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.body);
    const sheet = workbook.worksheets[0];
    const fontNames = (rowNumber: number) => {
      const names: Array<string | undefined> = [];
      sheet.getRow(rowNumber).eachCell((cell) => names.push(cell.font?.name));
      return names;
    };
    expect(EXPORT_HEADER_FONT.name).toBe('Nirmala UI');
    expect(fontNames(1)).toEqual(Array(11).fill('Nirmala UI'));
    // Sita's row holds Gujarati (her occupation); data cells keep the workbook's default font.
    expect(sheet.getRow(3).getCell(3).value).toBe('સરપંચ');
    for (const rowNumber of [2, 3, 4]) expect(fontNames(rowNumber).filter((name) => name === 'Nirmala UI')).toEqual([]);
  });

  it('exports only the current search, by name or mobile, with LIKE wildcards taken literally', async () => {
    const byName = await download('rAm').expect(200);
    expect(byName.headers['x-total-rows']).toBe('2');
    expect((await sheetRows(byName.body as Buffer)).slice(1).map((row) => row[0])).toEqual(['Ramila 50%_off', 'Ramesh Patel']);

    const byMobile = await download('+919876500002').expect(200);
    expect((await sheetRows(byMobile.body as Buffer)).slice(1).map((row) => row[0])).toEqual(['Sita Ben']);

    const literal = await download('50%_').expect(200);
    expect(literal.headers['x-total-rows']).toBe('1');
    const none = await download('Nobody').expect(200);
    expect(none.headers['x-total-rows']).toBe('0');
    expect(await sheetRows(none.body as Buffer)).toHaveLength(1);
  });

  it('writes times as India sees them, midnight as 12 am', () => {
    expect(formatIndiaDate(new Date('2026-01-09T18:45:00Z'), true)).toBe('10/01/2026 12:15 am');
    expect(formatIndiaDate(new Date('2026-03-31T20:00:00Z'))).toBe('01/04/2026');
    expect(formatIndiaDate(null)).toBeNull();
  });

  it("reads PostgreSQL's timestamp text as the same India time as a Date", () => {
    // The rows' timestamps reach the file as PostgreSQL writes them (DateStyle ISO, UTC): with and without
    // milliseconds, across midnight, month and year ends, a leap day, and the year 0099 Date.UTC would misread.
    const instants = ['2026-12-31T18:29:59.999Z', '2026-12-31T18:30:00.000Z', '2028-02-28T20:15:00.000Z', '0099-06-30T23:59:00.000Z'];
    for (let step = 0; step < 2000; step += 1) instants.push(new Date(Date.UTC(2024, 0, 1) + step * 7_919_123).toISOString());
    for (const instant of instants) {
      const date = new Date(instant);
      const text = instant.replace('T', ' ').replace('Z', '');
      for (const shown of [text, text.replace(/\.\d+$/, '')]) {
        expect([formatIndiaTimestamp(shown), formatIndiaTimestamp(shown, true)]).toEqual([formatIndiaDate(date), formatIndiaDate(date, true)]);
      }
    }
    expect(formatIndiaTimestamp('2026-12-31 18:30:00')).toBe('01/01/2027');
    expect(formatIndiaTimestamp(null)).toBeNull();
  });

  it('is for the superadmin only', async () => {
    const employee = await t.signIn('employee');
    const response = await t.http().get('/adminapi/users/appusersexcel').set('Authorization', employee).expect(403);
    expect(response.body).toEqual({ message: 'You do not have permission to do this' });
  });
});
