// `npm start` and `npm run worker` run the production build: build it first when it is
// missing (a fresh clone), so neither command fails on a newcomer's machine.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const needed = ['build/server/main.js', 'build/server/worker.js', 'build/server/index.js', 'build/islands.json'];
const missing = needed.filter((file) => !existsSync(file));
if (missing.length > 0) {
  console.log(`No production build (${missing.join(', ')} missing): running npm run build first...`);
  execSync('npm run build', { stdio: 'inherit' });
}
