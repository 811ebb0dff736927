/** How the action compiles report templates, at run time and ahead of it: output is markdown, nothing HTML-escaped. */
export const TEMPLATE_COMPILE_OPTIONS = { noEscape: true } as const;
