// @ts-check
/**
 * Adds lock entries for platform-specific optional packages that this machine's registry mirror does not
 * serve (e.g. @next/swc-darwin-arm64). npm leaves them out of package-lock.json when it cannot read their
 * metadata, and `npm ci` then refuses the lock as out of sync. Each added entry carries the `os`/`cpu`/`libc`
 * its name declares, so `npm ci` skips it on any other platform without fetching it.
 *
 * Run after every `npm install` that changes the lock: `node scripts/complete-lockfile.mjs`.
 */
import fs from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const OS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openharmony', 'netbsd', 'openbsd', 'sunos', 'aix'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x', 'wasm32'];

/** @param {string} name */
function platformOf(name) {
  const parts = name.split('/').pop()?.split('-') ?? [];
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  if (!os || !cpu) return null;
  const libc = parts.some((p) => p.startsWith('musl'))
    ? 'musl'
    : parts.some((p) => p.startsWith('gnu')) && os === 'linux'
      ? 'glibc'
      : undefined;
  return { os: [os], cpu: [cpu], ...(libc ? { libc: [libc] } : {}) };
}

let added = 0;
for (const [location, meta] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(meta.optionalDependencies ?? {})) {
    const base = location ? `${location}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[base] || packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    packages[`node_modules/${name}`] = { version: String(range).replace(/^[\^~=]/, ''), optional: true, ...platform };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} platform entries`);
