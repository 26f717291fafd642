import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageKind } from '../../../server/src/generated/prisma/enums.js';
import type { TestApp } from './test-app.js';

export interface OwnedFixture {
  userId: string;
  mobile: string;
  pin: string;
  businessIds: string[];
  panchayatProfileId: string;
  electionProfileId: string;
  imageIds: string[];
  /** Paths relative to the uploads folder. */
  imagePaths: string[];
  /** user + businesses + profiles + image rows */
  recordCount: number;
}

/**
 * An app user created through the API (so the pin is hashed by the real code),
 * with two businesses, a panchayat and an election profile, and images on disk
 * for each (no upload API exists yet, so those rows are written directly).
 */
export async function createUserWithEverything(t: TestApp, token: string, mobile: string, pin = '2468'): Promise<OwnedFixture> {
  const created = await t
    .http()
    .post('/adminapi/users/create')
    .set('Authorization', token)
    .send({ name: 'Jayesh Parmar', mobile, pin, userType: 'panchayat', village: 'Kalol' })
    .expect(201);
  const userId = created.body.data.id as string;

  const businesses = await Promise.all(
    ['Parmar Traders', 'Parmar Dairy'].map((businessName) => t.prisma.business.create({ data: { userId, businessName, businessMobile: mobile } })),
  );
  const panchayat = await t.prisma.panchayatProfile.create({ data: { userId } });
  const election = await t.prisma.electionProfile.create({ data: { userId } });

  const owners: Array<[ImageKind, Record<string, string>]> = [
    ['business_logo', { businessId: businesses[0].id }],
    ['business_frame', { businessId: businesses[0].id }],
    ['business_frame', { businessId: businesses[1].id }],
    ['panchayat_logo', { panchayatProfileId: panchayat.id }],
    ['panchayat_person', { panchayatProfileId: panchayat.id }],
    ['candidate_symbol', { electionProfileId: election.id }],
  ];
  const imageIds: string[] = [];
  const imagePaths: string[] = [];
  for (const [kind, owner] of owners) {
    const relative = await writeUpload(t, kind);
    const thumbnail = await writeUpload(t, kind);
    const image = await t.prisma.storedImage.create({
      data: { kind, path: relative, thumbnailPath: thumbnail, width: 1, height: 1, mimeType: 'image/png', sizeBytes: 4, ...owner },
    });
    imagePaths.push(thumbnail);
    imageIds.push(image.id);
    imagePaths.push(relative);
  }
  return {
    userId,
    mobile,
    pin,
    businessIds: businesses.map((business) => business.id),
    panchayatProfileId: panchayat.id,
    electionProfileId: election.id,
    imageIds,
    imagePaths,
    recordCount: 1 + businesses.length + 2 + imageIds.length,
  };
}

/** A small file under DATA_DIR/uploads; returns its path relative to that folder. */
export async function writeUpload(t: TestApp, folder: string): Promise<string> {
  const relative = `${folder}/${randomUUID()}.png`;
  const absolute = path.join(t.config.uploadsDir, relative);
  await mkdir(path.dirname(absolute), { recursive: true });
  await writeFile(absolute, Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  return relative;
}

export const uploadExists = (t: TestApp, relative: string) => existsSync(path.join(t.config.uploadsDir, relative));

/** Counts of everything the fixture owns that is still in the database. */
export async function remainingRows(t: TestApp, fixture: OwnedFixture) {
  return {
    users: await t.prisma.appUser.count({ where: { id: fixture.userId } }),
    businesses: await t.prisma.business.count({ where: { id: { in: fixture.businessIds } } }),
    panchayatProfiles: await t.prisma.panchayatProfile.count({ where: { id: fixture.panchayatProfileId } }),
    electionProfiles: await t.prisma.electionProfile.count({ where: { id: fixture.electionProfileId } }),
    images: await t.prisma.storedImage.count({ where: { id: { in: fixture.imageIds } } }),
  };
}
