import fs from 'node:fs';
import { spliceActionDocs } from './action-docs.ts';
import { renderBuiltinTemplateSpec } from './builtin-template.ts';
import { spliceEmulatorKeys } from './emulator-keys.ts';
import { renderInputTable } from './input-table.ts';
import { spliceFreshness } from './simulate/table.ts';
import type { RecordedQuarter } from './simulate/table.ts';

/**
 * `npm run docs` regenerates what derives from action.yml (the README's usage tables and the input table
 * the code reads), the README's freshness table from the quarter `npm run simulate -- --record` recorded, the
 * built-in report template compiled from templates/report.md.hbs, and the emulator's keys table from
 * emulator/accounts.ts. `--check` changes nothing and fails when any is stale.
 */
const actionYaml = fs.readFileSync(new URL('../action.yml', import.meta.url), 'utf8');
const quarter = JSON.parse(
  fs.readFileSync(new URL('simulate/quarter.json', import.meta.url), 'utf8'),
) as RecordedQuarter;
const targets = [
  {
    url: new URL('../README.md', import.meta.url),
    render: (current: string) => spliceFreshness(spliceActionDocs(current, actionYaml), quarter),
  },
  { url: new URL('../emulator/README.md', import.meta.url), render: spliceEmulatorKeys },
  {
    url: new URL('../src/settings/input-table.generated.ts', import.meta.url),
    render: () => renderInputTable(actionYaml),
  },
  {
    url: new URL('../src/report/render/builtin-template.compiled.ts', import.meta.url),
    render: () =>
      renderBuiltinTemplateSpec(fs.readFileSync(new URL('../templates/report.md.hbs', import.meta.url), 'utf8')),
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
    console.error(`${name} is stale: it differs from what its source generates. Run \`npm run docs\` and commit it.`);
    stale += 1;
  } else {
    fs.writeFileSync(url, fresh);
    console.log(`${name} regenerated.`);
  }
}
if (stale > 0) process.exit(1);
if (check)
  console.log(
    "README.md, the emulator's keys table, the input table and the compiled built-in template match their sources.",
  );
