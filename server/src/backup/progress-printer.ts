import type { Progress } from './backup-archive.js';

/**
 * Progress on stderr: one line redrawn in a terminal; in logs and cron mail
 * a line per tenth of each phase, not one per table or file.
 */
export function progressPrinter(stream: NodeJS.WriteStream = process.stderr): Progress & { end: () => void } {
  const tty = stream.isTTY;
  let phase = '';
  let lastTenth = -1;
  const print = (current: string, done: number, total: number, detail?: string) => {
    const width = 30;
    const filled = total ? Math.round((done / total) * width) : width;
    const line = `${current.padEnd(8)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}${detail ? ` ${detail}` : ''}`;
    if (current !== phase) {
      if (tty && phase) stream.write('\n');
      phase = current;
      lastTenth = -1;
    }
    if (tty) return void stream.write(`\r${line}\x1b[K`);
    const tenth = total ? Math.floor((done / total) * 10) : 10;
    if (tenth === lastTenth) return;
    lastTenth = tenth;
    stream.write(`${line}\n`);
  };
  return Object.assign(print, {
    end: () => {
      if (tty && phase) stream.write('\n');
      phase = '';
    },
  });
}
