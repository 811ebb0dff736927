import fs from 'node:fs';
import { spliceActionDocs } from './action-docs.ts';
import { renderInputTable } from './input-table.ts';

/**
 * `npm run docs` regenerates what derives from action.yml: the README's usage tables and the input table
 * the code reads. `--check` changes nothing and fails when either is stale.
 */
const actionYaml = fs.readFileSync(new URL('../action.yml', import.meta.url), 'utf8');
const targets = [
  { url: new URL('../README.md', import.meta.url), render: (current: string) => spliceActionDocs(current, actionYaml) },
  {
    url: new URL('../src/settings/input-table.generated.ts', import.meta.url),
    render: () => renderInputTable(actionYaml),
  },
];

const check = process.argv.includes('--check');
let stale = 0;
for (const { url, render } of targets) {
  const current = fs.existsSync(url) ? fs.readFileSync(url, 'utf8') : '';
  const fresh = render(current);
  const name = url.pathname.split('/').slice(-2).join('/');
  if (fresh === current) continue;
  if (check) {
    console.error(`${name} is stale: it differs from what action.yml generates. Run \`npm run docs\` and commit it.`);
    stale += 1;
  } else {
    fs.writeFileSync(url, fresh);
    console.log(`${name} regenerated from action.yml.`);
  }
}
if (stale > 0) process.exit(1);
if (check) console.log('README.md and the input table match action.yml.');
