/** Every app and lib that has a jest.config.js is one Jest project; `npm run test:unit` runs them all. */
const fs = require('node:fs');
const path = require('node:path');

function projectDirs(pattern) {
  const [base, depth] = pattern;
  const found = [];
  const walk = (dir, level) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const full = path.join(dir, entry.name);
      if (level === depth) {
        if (fs.existsSync(path.join(full, 'jest.config.js'))) found.push(full);
      } else walk(full, level + 1);
    }
  };
  walk(path.join(__dirname, base), 1);
  return found;
}

/** @type {import('jest').Config} */
module.exports = {
  projects: [...projectDirs(['apps', 1]), ...projectDirs(['libs', 2]), ...projectDirs(['tools', 1])],
  // A worker past this heap between two test files is replaced by a fresh one. The platform API's
  // suites leave memory behind in Node 20's vm modules (Jest compiles every file in its own
  // context, and Node keeps some of them alive), so a worker reached 1.2–2.2 GB by the end of a
  // full run and took longer than Jest's half-second to free it: Jest then force-killed it and
  // printed "a worker process has failed to exit gracefully". No handle was left open.
  workerIdleMemoryLimit: '1GB',
};
