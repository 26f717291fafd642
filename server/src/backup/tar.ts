import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

// A plain POSIX (ustar) tar archive, written and read here: entries are
// regular files whose size is known before they are written, which is all a
// backup holds. Any tar reads it (`tar tf backup.tar`).

const BLOCK = 512;

function octal(value: number, length: number): string {
  return value.toString(8).padStart(length - 1, '0') + '\0';
}

/** A 512-byte ustar header; names up to 255 bytes (split into prefix and name at a slash). */
function header(name: string, size: number, mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  let prefix = '';
  let base = name;
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf('/', 155);
    if (cut <= 0 || Buffer.byteLength(name.slice(cut + 1)) > 100) throw new Error(`Name too long for the archive: ${name}`);
    prefix = name.slice(0, cut);
    base = name.slice(cut + 1);
  }
  block.write(base, 0, 100, 'utf8');
  block.write(octal(0o644, 8), 100, 8, 'ascii');
  block.write(octal(0, 8), 108, 8, 'ascii');
  block.write(octal(0, 8), 116, 8, 'ascii');
  block.write(octal(size, 12), 124, 12, 'ascii');
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 12, 'ascii');
  block.write('        ', 148, 8, 'ascii');
  block.write('0', 156, 1, 'ascii');
  block.write('ustar\0', 257, 6, 'ascii');
  block.write('00', 263, 2, 'ascii');
  block.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(octal(sum, 7) + ' ', 148, 8, 'ascii');
  return block;
}

function write(out: WriteStream, chunk: Buffer): Promise<void> {
  return new Promise((resolve, reject) => out.write(chunk, (error) => (error ? reject(error) : resolve())));
}

export class TarWriter {
  private readonly out: WriteStream;

  constructor(file: string) {
    this.out = createWriteStream(file);
    // Failures reach the pending write's callback; without a listener they would also crash the process.
    this.out.on('error', () => {});
  }

  /** Adds one file of exactly `size` bytes from `body`. */
  async add(name: string, size: number, body: Readable | Buffer): Promise<void> {
    await write(this.out, header(name, size, new Date()));
    let written = 0;
    if (Buffer.isBuffer(body)) {
      await write(this.out, body);
      written = body.length;
    } else {
      for await (const chunk of body) {
        written += (chunk as Buffer).length;
        await write(this.out, chunk as Buffer);
      }
    }
    if (written !== size) throw new Error(`${name}: expected ${size} bytes, read ${written}`);
    const padding = (BLOCK - (size % BLOCK)) % BLOCK;
    if (padding) await write(this.out, Buffer.alloc(padding));
  }

  /** Two zero blocks end the archive; resolves when it is on disk. */
  async finish(): Promise<void> {
    await write(this.out, Buffer.alloc(BLOCK * 2));
    await new Promise<void>((resolve, reject) => this.out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  }

  /** Closes the file after a failure (the caller removes it). */
  abort(): void {
    this.out.destroy();
  }
}

export interface TarEntry {
  name: string;
  size: number;
  /** Where the entry's bytes start in the archive file. */
  offset: number;
}

/** Every file in a tar archive, with where its bytes are (read them with `entryStream`). */
export async function readTarIndex(file: string): Promise<TarEntry[]> {
  const handle = await open(file, 'r');
  try {
    const entries: TarEntry[] = [];
    const block = Buffer.alloc(BLOCK);
    let position = 0;
    for (;;) {
      const { bytesRead } = await handle.read(block, 0, BLOCK, position);
      if (bytesRead < BLOCK) throw new Error('The archive ends early: it is truncated or not a backup');
      if (block.every((byte) => byte === 0)) break;
      const field = (start: number, length: number) => block.toString('utf8', start, start + length).replace(/\0.*$/s, '');
      let stored = 0;
      for (let index = 0; index < BLOCK; index++) stored += index >= 148 && index < 156 ? 32 : block[index];
      if (parseInt(field(148, 8).trim(), 8) !== stored) throw new Error('The archive is damaged (a header checksum does not match) or not a backup');
      const size = parseInt(field(124, 12).trim() || '0', 8);
      const prefix = field(345, 155);
      const name = prefix ? `${prefix}/${field(0, 100)}` : field(0, 100);
      const type = field(156, 1);
      if (type === '0' || type === '') entries.push({ name, size, offset: position + BLOCK });
      position += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    }
    return entries;
  } finally {
    await handle.close();
  }
}

export function entryStream(file: string, entry: TarEntry): Readable {
  return createReadStream(file, { start: entry.offset, end: entry.offset + entry.size - 1 });
}

export async function entryBuffer(file: string, entry: TarEntry): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(entry.size);
    await handle.read(buffer, 0, entry.size, entry.offset);
    return buffer;
  } finally {
    await handle.close();
  }
}

/** Copies an entry to a local file. */
export async function extractEntry(file: string, entry: TarEntry, target: string): Promise<void> {
  if (entry.size === 0) {
    await (await open(target, 'w')).close();
    return;
  }
  await pipeline(entryStream(file, entry), createWriteStream(target));
}
