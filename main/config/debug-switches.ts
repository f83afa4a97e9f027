/**
 * A packaged cash desk started with a remote-debugging or inspector switch quits at once
 * (issue 37 §7): either switch hands the whole app — session, printers, cash drawer — to
 * whatever connects to the port or pipe. Development and test builds (not packaged) keep them:
 * Playwright's `_electron.launch` passes `--remote-debugging-port=0` to the test build.
 *
 * Chromium reads a switch with `--` or `-` in front (and `/` on Windows), in any case on
 * Windows, and stops at a bare `--`; Node reads `--inspect*` from NODE_OPTIONS too. The check
 * reads them the same way so a spelling the runtime honours cannot slip past.
 */

/** Switch names (without dashes, lower case) that open the app to a debugger. */
export const DEBUG_SWITCHES = [
  'remote-debugging-port',
  'remote-debugging-pipe',
  'remote-debugging-address',
  'remote-allow-origins',
  'inspect',
  'inspect-brk',
  'inspect-port',
  'inspect-wait',
  'inspect-publish-uid',
  'debug',
  'debug-brk',
  'debug-port',
] as const;

interface DebugSwitchInput {
  /** process.argv: the executable first, then the arguments. */
  argv: readonly string[];
  isPackaged: boolean;
  platform: NodeJS.Platform;
  env: Readonly<Record<string, string | undefined>>;
}

function switchName(arg: string, platform: NodeJS.Platform): string | null {
  const match = (platform === 'win32' ? /^(?:--|-|\/)([^=\s]+)/ : /^(?:--|-)([^=\s]+)/).exec(arg);
  return match?.[1]?.toLowerCase() ?? null;
}

/** The debugging switches found in the arguments and NODE_OPTIONS, as written. */
export function debugSwitchesIn(input: Omit<DebugSwitchInput, 'isPackaged'>): string[] {
  const wanted = new Set<string>(DEBUG_SWITCHES);
  const found: string[] = [];
  for (const arg of input.argv.slice(1)) {
    if (arg === '--') break;
    const name = switchName(arg, input.platform);
    if (name !== null && wanted.has(name)) found.push(arg.split('=')[0] ?? arg);
  }
  for (const arg of (input.env.NODE_OPTIONS ?? '').split(/\s+/)) {
    const name = switchName(arg, 'linux');
    if (name !== null && wanted.has(name)) found.push(`NODE_OPTIONS ${arg.split('=')[0] ?? arg}`);
  }
  return found;
}

/**
 * Why a packaged build must not start with these arguments (the text main.log gets), or null
 * when it may: an unpackaged build always may.
 */
export function debugSwitchRefusal(input: DebugSwitchInput): string | null {
  if (!input.isPackaged) return null;
  const found = debugSwitchesIn(input);
  if (found.length === 0) return null;
  return `Aplicativo encerrado: iniciado com opção de depuração remota (${found.join(', ')}), que entregaria o caixa a outro programa.`;
}
