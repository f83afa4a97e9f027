// 'Ready in two minutes' (issue 35 §1): a scripted newcomer on a new computer (desktop mode: the
// built renderer in headless Chromium, the real preload bridge into the real main core, no print
// settings saved) from the login screen to 'ready': two virtual ESC/POS printers on loopback
// found by the guide's sweep (the harness gives it 127.0.0.0/24 on their ports), one chosen for
// the cashier and one for the kitchen, both test pages out, automatic print on, the sound tested,
// and the summary on the orders screen.
//   first_run.user_actions   clicks, key presses and field fills the script needed (≤ 15)
//   first_run.login_to_ready the script's wall time from opening the login screen (s, ≤ 20)
import { startVirtualPrinter, type VirtualPrinter } from '../sandbox/virtual-printer';
import { DEMO } from '../tests/e2e/support/sandbox';
import { networkPrinterName } from '../main/printing/discovery';
import { ActionCounter, completeFirstRun } from '../tests/e2e/support/first-run';
import type { DesktopHarness } from '../tests/e2e/support/desktop';
import { openDesktop, startBenchStack, until } from './support';

export interface FirstRunBenchResult {
  actions: number;
  loginToReadyS: number;
}

export async function benchFirstRun(options: {
  rootDir: string;
  executablePath: string;
  log?: (line: string) => void;
}): Promise<FirstRunBenchResult> {
  const log = options.log ?? (() => undefined);
  const stack = await startBenchStack({
    name: 'first-run',
    rootDir: options.rootDir,
    executablePath: options.executablePath,
    chromiumArgs: ['--autoplay-policy=no-user-gesture-required'],
    firstRun: true,
  });
  let harness: DesktopHarness | undefined;
  const printers: VirtualPrinter[] = [];
  try {
    const desk = await openDesktop(stack);
    harness = desk.harness;
    const { page } = desk;
    const caixa = await startVirtualPrinter({ identity: { maker: 'ELGIN', model: 'i9' } });
    const cozinha = await startVirtualPrinter({ identity: { maker: 'EPSON', model: 'TM-T20' } });
    printers.push(caixa, cozinha);
    harness.discovery.ports = [caixa.port, cozinha.port];
    const name = (p: VirtualPrinter, maker: string) =>
      networkPrinterName({ host: p.host, port: p.port }, maker);

    const actions = new ActionCounter();
    const t0 = Date.now();
    await page.goto(`${stack.web.url}/#/login`);
    await actions.fill(page.getByLabel('Usuário'), DEMO.admin.usuario);
    await actions.fill(page.getByLabel('Senha', { exact: true }), DEMO.admin.senha);
    await actions.click(page.getByRole('button', { name: 'ACESSAR' }));
    await completeFirstRun({
      page,
      actions,
      cashier: name(caixa, 'ELGIN'),
      kitchen: name(cozinha, 'EPSON'),
      testPagesOut: async () => {
        if (!(await until(() => caixa.jobs.length >= 1 && cozinha.jobs.length >= 1, 30_000))) {
          throw new Error('as páginas de teste não saíram');
        }
      },
    });
    const loginToReadyS = (Date.now() - t0) / 1000;
    const { settings } = await page.evaluate(() => window.cashDesk.printing.getSettings());
    if (settings.autoAceiteImprimir !== 'true' || settings.impressorasCaixa.length !== 1) {
      throw new Error('o guia não salvou o que o script escolheu');
    }
    log(`  ${actions.count} ações; impressoras: ${settings.impressorasCaixa.join(', ')} (caixa)`);
    return { actions: actions.count, loginToReadyS };
  } finally {
    await harness?.dispose();
    await Promise.all(printers.map((p) => p.close()));
    await stack.close();
  }
}
