export type AnnotationLevel = 'error' | 'warning' | 'notice';

export interface Annotation {
  level: AnnotationLevel;
  message: string;
  properties: Record<string, string>;
}

export interface WorkflowCommands {
  annotations: Annotation[];
  /** Values registered with `::add-mask::`. */
  masks: string[];
  /** Log lines the runner shows: everything except the `add-mask` commands it swallows. */
  visibleLines: string[];
}

interface Command {
  name: string;
  properties: Record<string, string>;
  data: string;
}

const unescapeData = (s: string): string => s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');

const unescapeProperty = (s: string): string =>
  s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%3A/g, ':').replace(/%2C/g, ',').replace(/%25/g, '%');

/** `::name k=v,k2=v2::data`, parsed the way the runner does (leading blanks allowed). */
export function parseCommand(line: string): Command | undefined {
  const text = line.trimStart();
  if (!text.startsWith('::')) return undefined;
  const end = text.indexOf('::', 2);
  if (end < 0) return undefined;
  const info = text.slice(2, end);
  const space = info.indexOf(' ');
  const name = space < 0 ? info : info.slice(0, space);
  const properties: Record<string, string> = {};
  if (space > 0) {
    for (const pair of info
      .slice(space + 1)
      .trim()
      .split(',')) {
      const eq = pair.indexOf('=');
      if (eq > 0 && eq < pair.length - 1) properties[pair.slice(0, eq)] = unescapeProperty(pair.slice(eq + 1));
    }
  }
  return { name, properties, data: unescapeData(text.slice(end + 2)) };
}

/** Runs the log through the runner's command processing, honouring `::stop-commands::`. */
export function processWorkflowCommands(lines: readonly string[]): WorkflowCommands {
  const result: WorkflowCommands = { annotations: [], masks: [], visibleLines: [] };
  let resumeToken: string | undefined;
  for (const line of lines) {
    const command = parseCommand(line);
    if (resumeToken !== undefined) {
      if (command?.name === resumeToken) resumeToken = undefined;
      else result.visibleLines.push(line);
      continue;
    }
    if (command?.name === 'add-mask') {
      if (command.data !== '') result.masks.push(command.data);
      continue;
    }
    result.visibleLines.push(line);
    if (command?.name === 'stop-commands') resumeToken = command.data;
    if (command?.name === 'error' || command?.name === 'warning' || command?.name === 'notice') {
      result.annotations.push({ level: command.name, message: command.data, properties: command.properties });
    }
  }
  return result;
}
