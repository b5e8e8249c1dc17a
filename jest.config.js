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
};
