// Makes sure the programs the tests drive exist: Chromium for the browser tests, `unzip` for
// checking the ZIPs members download, and Java for the HTML checker. The system's when
// present, else Debian's packages when we are root on Debian, else a clear message.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './chromium.mjs';

const onPath = (command) => {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

const tools = [
  { name: 'Chromium', debianPackage: 'chromium', find: findChromium, hint: 'or set CHROMIUM_PATH to its executable' },
  { name: 'unzip', debianPackage: 'unzip', find: () => (onPath('unzip') ? 'unzip' : undefined) },
  { name: 'Java (17 or newer)', debianPackage: 'default-jre-headless', find: () => (onPath('java') ? 'java' : undefined) },
];

const missing = tools.filter((tool) => !tool.find());
const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
if (missing.length && canInstall) {
  console.log(`Installing Debian's ${missing.map((tool) => tool.debianPackage).join(', ')} for the tests...`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing.map((tool) => tool.debianPackage)], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

let ok = true;
for (const tool of tools) {
  const found = tool.find();
  if (found) console.log(`${tool.name}: ${found}`);
  else {
    ok = false;
    console.error(`No ${tool.name} found for the tests. Install it (Debian/Ubuntu: \`sudo apt-get install ${tool.debianPackage}\`)${tool.hint ? ` ${tool.hint}` : ''}.`);
  }
}
process.exit(ok ? 0 : 1);
