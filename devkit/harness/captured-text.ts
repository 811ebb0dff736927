import type { ActionRun } from './run-action.ts';

export interface CapturedTextOptions {
  /** Outputs left out, e.g. `bundle-url`, the one place the presigned link may appear. */
  exceptOutputs?: string[];
}

/**
 * Everything a user or a log reader can see from the run: log lines (without the add-mask
 * commands the runner swallows), annotations, the step summary, outputs and exported env.
 * Nothing is masked here, so a leak assertion does not rely on the runner's masking.
 */
export function allCapturedText(run: ActionRun, options: CapturedTextOptions = {}): string {
  const except = new Set(options.exceptOutputs ?? []);
  const outputs =
    except.size === 0
      ? run.outputsFileText
      : Object.entries(run.outputs)
          .filter(([name]) => !except.has(name))
          .map(([name, value]) => `${name}=${value}`)
          .join('\n');
  const annotations = run.annotations.map((a) => [a.message, ...Object.values(a.properties)].join('\n'));
  return [...run.visibleLogLines, ...annotations, run.summary, outputs, run.envFileText].join('\n');
}
