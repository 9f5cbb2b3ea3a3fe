// Makes sure a Chromium exists for the browser tests: the system's if present, else
// Debian's package when we are root on Debian, else a clear message.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './chromium.mjs';

const found = findChromium();
if (found) {
  console.log(`Chromium: ${found}`);
  process.exit(0);
}

const isRoot = process.getuid?.() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log('Chromium not found: installing Debian\'s chromium package (about 20 s)...');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  const installed = findChromium();
  if (installed) {
    console.log(`Chromium: ${installed}`);
    process.exit(0);
  }
}

console.error(
  'No Chromium found for the browser tests. Install one (Debian/Ubuntu: `sudo apt-get install chromium`) ' +
    'or set CHROMIUM_PATH to its executable.',
);
process.exit(1);
