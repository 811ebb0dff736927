/** The action's version, sent in the User-Agent. A test holds it equal to package.json. */
export const ACTION_VERSION = '0.1.0';
