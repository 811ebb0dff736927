import { allApiKeys, findOrganization } from '../emulator/accounts.ts';
import type { ApiKey } from '../emulator/accounts.ts';

/** Renders the emulator's keys table from its accounts, and splices it into emulator/README.md between markers. */

export const KEYS_START_MARKER =
  '<!-- emulator-keys:start (generated from emulator/accounts.ts by `npm run docs`; do not edit by hand) -->';
export const KEYS_END_MARKER = '<!-- emulator-keys:end -->';

function organization(key: ApiKey): string {
  const org = findOrganization(key.orgId);
  if (!org) throw new Error(`key ${key.name} names an unknown organization ${key.orgId}`);
  if (key.revoked) return `(${org.id})`;
  return `${org.id}, ${org.enterprise ? 'Enterprise' : 'no Enterprise'}`;
}

function access(key: ApiKey): string {
  const parts = [key.access === 'read' ? '`read`' : '`write`'];
  if (key.allowedAddresses) parts.push(`from ${key.allowedAddresses.map((a) => `\`${a}\``).join(', ')} only`);
  if (!key.canDeploy) parts.push('no deployments');
  return parts.join('; ');
}

export function renderEmulatorKeys(): string {
  const rows = allApiKeys().map(
    (key) =>
      `| \`${key.name}\` | \`${key.key}\` | ${organization(key)} | ${access(key)} | ${key.behaviour.replace(/\|/g, '\\|')} |`,
  );
  return ['| key | value | organization | access | behaviour |', '|---|---|---|---|---|', ...rows].join('\n');
}

/** The emulator's README with the generated keys table replaced; throws when the markers are missing. */
export function spliceEmulatorKeys(readme: string): string {
  const start = readme.indexOf(KEYS_START_MARKER);
  const end = readme.indexOf(KEYS_END_MARKER);
  if (start === -1 || end === -1 || end < start)
    throw new Error(`emulator/README.md needs the markers ${KEYS_START_MARKER} and ${KEYS_END_MARKER}`);
  return `${readme.slice(0, start + KEYS_START_MARKER.length)}\n${renderEmulatorKeys()}\n${readme.slice(end)}`;
}
