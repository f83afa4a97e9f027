// Issue 37 §7: a packaged build started with a remote-debugging or inspector switch quits.
import { describe, expect, it } from 'vitest';
import { debugSwitchesIn, debugSwitchRefusal } from '../../../main/config/debug-switches';

const EXE = 'C:\\Program Files\\Caixa Delivery\\Caixa Delivery.exe';
const packaged = (argv: string[], platform: NodeJS.Platform = 'linux', env = {}) =>
  debugSwitchRefusal({ argv: [EXE, ...argv], isPackaged: true, platform, env });

describe('debugSwitchRefusal', () => {
  it.each([
    [['--remote-debugging-port=9222']],
    [['--remote-debugging-port', '9222']],
    [['--remote-debugging-pipe']],
    [['--inspect']],
    [['--inspect=0.0.0.0:9229']],
    [['--inspect-brk=9229']],
    [['--inspect-port=9229']],
    [['-remote-debugging-port=9222']],
    [['--REMOTE-DEBUGGING-PORT=9222']],
    [['--hidden', '--remote-debugging-pipe']],
  ])('a packaged build started with %j quits and says why', (argv) => {
    const why = packaged(argv);
    expect(why).toMatch(/^Aplicativo encerrado: iniciado com opção de depuração remota \(/);
    expect(why).toContain(argv.findLast((a) => a.startsWith('-'))!.split('=')[0]);
  });

  it('reads Windows spellings (/switch) only on Windows', () => {
    expect(packaged(['/remote-debugging-port=9222'], 'win32')).not.toBeNull();
    expect(packaged(['/remote-debugging-port=9222'], 'linux')).toBeNull();
  });

  it('reads --inspect from NODE_OPTIONS', () => {
    expect(packaged([], 'linux', { NODE_OPTIONS: '--max-old-space-size=512 --inspect=9229' })).toContain(
      'NODE_OPTIONS --inspect',
    );
    expect(packaged([], 'linux', { NODE_OPTIONS: '--max-old-space-size=512' })).toBeNull();
  });

  it.each([
    [[]],
    [['--hidden']],
    [['caixa://pedido/12']],
    [['--lang=pt-BR']],
    // After a bare `--` Chromium reads no switch: it is a file or URL argument.
    [['--', '--remote-debugging-port=9222']],
    [['--remote-debugging-portal']],
  ])('a packaged build with %j starts', (argv) => {
    expect(packaged(argv)).toBeNull();
  });

  it('an unpackaged (development or test) build keeps its switches: Playwright passes --remote-debugging-port=0', () => {
    const argv = [EXE, '--inspect', '--remote-debugging-port=0', 'out/main/index.js'];
    expect(debugSwitchRefusal({ argv, isPackaged: false, platform: 'linux', env: {} })).toBeNull();
    expect(debugSwitchesIn({ argv, platform: 'linux', env: {} })).toEqual([
      '--inspect',
      '--remote-debugging-port',
    ]);
  });
});
