import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
// s3rver ships no types; its class is used through this small surface.
// @ts-expect-error no declaration file
import S3rver from 's3rver';
import { freePort } from '../../../prisma/postgres.mjs';

/** s3rver's fixed access key pair (its README); signatures are checked against it. */
export const S3RVER_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

export interface TestBucket {
  endpoint: string;
  bucket: string;
  /** The app's environment for STORAGE=s3 on this bucket (path-style, public URL = the bucket's own URL). */
  env: Record<string, string>;
  client: S3Client;
  /**
   * While true, DELETE requests reach the server but get no answer (a removal
   * in flight when its process dies); `dropHeld` cuts them without deleting.
   */
  holdDeletes: boolean;
  /** While true, DELETE requests answer 500 InternalError (a bucket in trouble). */
  failDeletes: boolean;
  heldDeletes: () => number;
  /** While true, PUT requests wait (an upload in flight) until `releasePuts`. */
  holdPuts: boolean;
  heldPuts: () => number;
  releasePuts: () => void;
  dropHeld: () => void;
  /** Every key in the bucket, sorted. */
  keys: () => Promise<string[]>;
  close: () => Promise<void>;
}

/**
 * A real S3 protocol server (s3rver, in this process) on a free port with one
 * empty bucket. Also puts s3rver's key pair into process.env, where the SDK's
 * credential chain finds it (as it would find a real deployment's).
 */
export async function startTestBucket(bucket = 'posters'): Promise<TestBucket> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'poster-admin-s3-'));
  const port = await freePort();
  const s3rver = new S3rver({ directory, silent: true, configureBuckets: [{ name: bucket }] });
  await s3rver.configureBuckets();
  const handle = s3rver.callback() as http.RequestListener;
  const held: http.ServerResponse[] = [];
  const heldPuts: Array<[http.IncomingMessage, http.ServerResponse]> = [];
  const server = http.createServer((request, response) => {
    if (request.method === 'DELETE' && result.holdDeletes) return void held.push(response);
    if (request.method === 'PUT' && result.holdPuts) return void heldPuts.push([request, response]);
    if (request.method === 'DELETE' && result.failDeletes) {
      request.resume();
      response.writeHead(500, { 'Content-Type': 'application/xml' });
      return void response.end(
        '<?xml version="1.0" encoding="UTF-8"?><Error><Code>InternalError</Code><Message>We encountered an internal error.</Message></Error>',
      );
    }
    handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  Object.assign(process.env, S3RVER_CREDENTIALS);
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: S3RVER_CREDENTIALS.AWS_ACCESS_KEY_ID, secretAccessKey: S3RVER_CREDENTIALS.AWS_SECRET_ACCESS_KEY },
  });
  const keys = async () => {
    const found: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
      found.push(...(page.Contents ?? []).map((object) => object.Key!));
      token = page.NextContinuationToken;
    } while (token);
    return found.sort();
  };
  const result: TestBucket = {
    holdDeletes: false,
    failDeletes: false,
    heldDeletes: () => held.length,
    holdPuts: false,
    heldPuts: () => heldPuts.length,
    releasePuts: () => {
      result.holdPuts = false;
      heldPuts.splice(0).forEach(([request, response]) => handle(request, response));
    },
    dropHeld: () => held.splice(0).forEach((response) => response.socket?.destroy()),
    endpoint,
    bucket,
    env: {
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: `${endpoint}/${bucket}`,
      ...S3RVER_CREDENTIALS,
    },
    client,
    keys,
    close: async () => {
      client.destroy();
      result.dropHeld();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(directory, { recursive: true, force: true });
    },
  };
  return result;
}
