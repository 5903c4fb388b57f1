/** This build's version, compared with the server's min_client_version. Kept equal to package.json (tests/build/client-version.test.ts). */
export const CLIENT_VERSION = '0.1.0';

/** Compares dotted numeric versions ("0.10.2" > "0.9.9"); missing parts count as 0, anything non-numeric as 0. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((x) => Number.parseInt(x, 10) || 0);
  const pb = b.split('.').map((x) => Number.parseInt(x, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}
