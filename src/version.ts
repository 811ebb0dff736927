import packageJson from '../package.json' with { type: 'json' };

/** The action's version, sent in the User-Agent: package.json's own, so a release changes it in one place. */
export const ACTION_VERSION: string = packageJson.version;
