import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import tseslint from 'typescript-eslint';

/**
 * The layers of ARCHITECTURE.md: each folder of src/ and the folders it may import besides itself.
 * Anything not listed (src/index.ts, main.ts, cli.ts, cli/, execute.ts) is the entry layer, which
 * nothing imports. src/version.ts is a leaf constant every layer may read.
 */
const MAY_IMPORT = {
  util: [],
  settings: ['util'],
  client: ['settings', 'util'],
  github: ['settings', 'util'],
  runtime: ['client', 'github', 'settings', 'util'],
  // The page-manifest contract both capabilities share: pure, below them, above nothing but util.
  manifest: ['util'],
  bundle: ['manifest', 'runtime', 'client', 'github', 'settings', 'util'],
  values: ['manifest', 'runtime', 'client', 'github', 'settings', 'util'],
  // Content gaps as task issues: a capability the report mode drives, beside bundle and values.
  tasks: ['runtime', 'github', 'settings', 'util'],
  export: ['bundle', 'values', 'manifest', 'runtime', 'client', 'github', 'settings', 'util'],
  'refresh-link': ['bundle', 'values', 'manifest', 'runtime', 'client', 'github', 'settings', 'util'],
  report: ['bundle', 'values', 'tasks', 'manifest', 'runtime', 'client', 'github', 'settings', 'util'],
  // On a pull request, the open tasks it may fix: it reads the tasks (their lookup, the files they name), never the
  // service.
  'task-links': ['tasks', 'runtime', 'github', 'settings', 'util'],
};
const ENTRY = [
  './src/index.ts',
  './src/main.ts',
  './src/cli.ts',
  './src/cli',
  './src/execute.ts',
  './src/bundle-download.ts',
];

/** One zone per folder: it may not import a folder outside its allowance, nor the entry layer. */
const layerZones = Object.entries(MAY_IMPORT).map(([folder, allowed]) => ({
  target: `./src/${folder}`,
  from: [
    ...Object.keys(MAY_IMPORT)
      .filter((other) => other !== folder && !allowed.includes(other))
      .map((other) => `./src/${other}`),
    ...ENTRY,
  ],
  message: `src/${folder}/ may import only ${allowed.length ? allowed.map((a) => `src/${a}/`).join(', ') : 'node and packages'} (ARCHITECTURE.md).`,
}));

/**
 * The stages of a report run (ARCHITECTURE.md): each folder of src/report/ and the stages it may import besides the
 * files at the report's root that every stage shares (period.ts, page-path.ts, text-caps.ts). The driver, run.ts,
 * imports them all and none imports it.
 */
const REPORT_STAGES = {
  collect: [],
  'published-body': ['collect'],
  model: ['collect', 'published-body'],
  render: ['model', 'published-body', 'collect'],
  publish: ['render', 'model', 'published-body', 'collect'],
  tasks: ['model', 'collect'],
};
const reportStageZones = Object.entries(REPORT_STAGES).map(([stage, allowed]) => ({
  target: `./src/report/${stage}`,
  from: [
    ...Object.keys(REPORT_STAGES)
      .filter((other) => other !== stage && !allowed.includes(other))
      .map((other) => `./src/report/${other}`),
    './src/report/run.ts',
  ],
  message: `src/report/${stage}/ may import only ${allowed.length ? allowed.map((a) => `src/report/${a}/`).join(', ') + ' and ' : ''}the files at src/report/'s root (ARCHITECTURE.md).`,
}));

/**
 * Product code, the emulator and the tests stay apart: the emulator shares no code with src/, and src/ never reaches
 * into test/ or devkit/. devkit/ (the GitHub fake, the runner harness, the fuzzer: what scripts/ and bench/ use as well
 * as the tests) sits below test/, scripts/ and bench/, which may import it, and above src/ and emulator/.
 */
const separationZones = [
  {
    target: './src',
    from: ['./emulator', './test', './devkit', './scripts', './bench'],
    message: 'src/ is shipped alone (ARCHITECTURE.md).',
  },
  {
    target: './emulator',
    from: ['./src', './test', './devkit'],
    message: 'emulator/ shares no code with src/ (ARCHITECTURE.md).',
  },
  {
    target: './devkit',
    from: ['./test', './scripts', './bench'],
    message: 'devkit/ may import src/ and emulator/, never test/, scripts/ or bench/ (ARCHITECTURE.md).',
  },
];

// Every error of src/ carries a kind (the CLI's exit code follows it), and an error becomes text one way.
const errorDiscipline = [
  {
    selector: ":matches(NewExpression, CallExpression)[callee.name='Error']",
    message:
      'Throw an error with a kind: a class of its own extending ActionError, or OperationError (src/util/errors.ts).',
  },
  {
    selector:
      "ConditionalExpression[test.operator='instanceof'][test.right.name='Error'][consequent.property.name='message']",
    message: 'Turn an error into text with describeFailure (src/util/errors.ts).',
  },
  {
    selector:
      "MemberExpression[property.name='message'][object.type='TSAsExpression'][object.typeAnnotation.typeName.name='Error']",
    message: 'Turn an error into text with describeFailure (src/util/errors.ts).',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'lib/**',
      '.build/**',
      'node_modules/**',
      'demo-output/**',
      'coverage/**',
      'bench-output/**',
      // Handlebars' output, generated by npm run docs (scripts/builtin-template.ts).
      'src/report/render/builtin-template.compiled.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // One style: `import type { T }` on its own line (the style verbatimModuleSyntax reads best with).
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      'no-console': ['error', { allow: ['error'] }],
      // From strictTypeChecked, the rules that find wrong types rather than style (its template-literal and
      // void-expression rules would only churn deliberate idioms; no-unnecessary-condition misreads state
      // that callbacks set, as in the archive inspector).
      '@typescript-eslint/no-deprecated': 'error',
      '@typescript-eslint/no-unnecessary-type-conversion': 'error',
      '@typescript-eslint/use-unknown-in-catch-callback-variable': 'error',
    },
  },
  {
    files: ['**/*.ts', '**/*.js'],
    plugins: { import: importPlugin },
    settings: {
      // Imports name their .ts files; the rules read those files with the TypeScript parser.
      'import/resolver': { node: { extensions: ['.ts', '.js', '.mjs'] } },
      'import/extensions': ['.ts', '.js', '.mjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: {
      'import/consistent-type-specifier-style': ['error', 'prefer-top-level'],
      'import/no-restricted-paths': ['error', { zones: [...layerZones, ...reportStageZones, ...separationZones] }],
    },
  },
  {
    // Product code has no import circles, type-only ones included: the action's src/ and the emulator alike.
    files: ['src/**/*.ts', 'emulator/**/*.ts'],
    rules: {
      'import/no-cycle': ['error', { maxDepth: Infinity, ignoreExternal: true }],
    },
  },
  {
    files: ['src/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...errorDiscipline] },
  },
  {
    // The step summary has one writer and one rule (a failed write is a warning, never the step's result).
    files: ['src/**/*.ts'],
    ignores: ['src/runtime/summary.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...errorDiscipline,
        {
          selector:
            "MemberExpression[property.name='append']:matches([object.name='summary'], [object.property.name='summary'])",
          message: 'Write the step summary through writeStepSummary (src/runtime/summary.ts).',
        },
      ],
    },
  },
  {
    files: ['emulator/**', 'devkit/**', 'scripts/**', 'bench/**', 'test/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Plain JavaScript (this file, the harness's child fixtures) is outside the TypeScript project.
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
