/** Browsers and clients, most specific first (Edge and Opera say Chrome too; Chrome says Safari). */
const CLIENTS: Array<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/Chrom(e|ium)\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bDart\/|\bokhttp\//i, 'Mobile app'],
  [/^curl\//, 'curl'],
  [/^PostmanRuntime\//, 'Postman'],
  [/^node|^undici|^axios/i, 'Node.js client'],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone|\biPad|\biOS\b/, 'iOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

/** A User-Agent header as a person reads it: 'Chrome on Windows', 'Mobile app', 'Unknown client'. */
export function summariseClient(userAgent: string | undefined): string {
  const header = (userAgent ?? '').slice(0, 512);
  const client = CLIENTS.find(([pattern]) => pattern.test(header))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(header))?.[1];
  if (client && system) return `${client} on ${system}`;
  return client ?? system ?? 'Unknown client';
}

/** An IPv4 address as people write it ('127.0.0.1', not the IPv4-mapped '::ffff:127.0.0.1' a dual-stack socket reports). */
export function plainIp(ip: string): string {
  return ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
}
