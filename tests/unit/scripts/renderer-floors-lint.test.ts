// The lint rule that keeps the renderer's floors one-way, run through ESLint with the project's
// own eslint.config.js on sample files (nothing is written: lintText only names the file).
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: repo });
const RULE = 'renderer-floors/no-cross-floor-import';

async function floorErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.message);
}

// Loading the config (typescript-eslint included) takes seconds on a busy machine.
describe('renderer floors lint rule (eslint.config.js)', { timeout: 30_000 }, () => {
  it.each([
    // a feature reaching into another feature, written every way the rule must resolve
    ['renderer/src/features/orders/X.tsx', "import { a } from '../printing/orders/PrinterButtons';"],
    ['renderer/src/features/orders/deep/X.tsx', "import { a } from '../../delivery/CourierFlowHost';"],
    ['renderer/src/features/ratings/X.tsx', "export { a } from '../reports/reportsApi';"],
    ['renderer/src/features/shell/X.tsx', "const P = lazy(() => import('../chat/ChatDock'));"],
    ['renderer/src/features/chat/X.ts', "import '../orders/orders.css';"],
    // below app/ nobody imports app/
    ['renderer/src/features/auth/X.tsx', "import { isRegistered } from '../../app/registry';"],
    ['renderer/src/orders-live/X.ts', "import { a } from '../app/bootstrap';"],
    // the lower floors never import a feature
    ['renderer/src/components/X.tsx', "import { a } from '../features/orders/OrdersPage';"],
    ['renderer/src/stores/X.ts', "import { a } from '../features/chat/chatService';"],
    ['renderer/src/order-printing/X.ts', "import { a } from '../features/printing/printSettingsApi';"],
    ['renderer/src/offline/X.ts', "import { a } from '../features/orders/DeliveryTimeMenu';"],
  ])('%s: %s is refused', async (file, code) => {
    expect(await floorErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ['renderer/src/features/orders/X.tsx', "import { a } from './OrderList';"],
    ['renderer/src/features/orders/deep/X.tsx', "import { a } from '../../orders/OrderList';"],
    ['renderer/src/features/orders/X.tsx', "import { a } from '../../orders-live/useOrderCommands';"],
    ['renderer/src/features/orders/X.tsx', "import { a } from '../../../../shared/routes';"],
    ['renderer/src/features/orders/X.tsx', "import { a } from 'react';"],
    ['renderer/src/app/X.tsx', "import { a } from '../features/orders/OrdersPage';"],
    ['renderer/src/app/screens/X.tsx', "import { a } from '../../features/printing/orders/PrinterButtons';"],
    ['renderer/src/main.tsx', "import { bootstrap } from './app/bootstrap';"],
    ['renderer/src/order-printing/X.ts', "import { a } from '../orders-live/useOrderCommands';"],
    ['renderer/src/orders-live/X.ts', "import { a } from '../offline/desk';"],
    ['renderer/src/features/orders/X.tsx', "import { a } from '../../offline/WaitingMark';"],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await floorErrors(file, code)).toEqual([]);
  });

  it('says which file imports what, and why', async () => {
    const [message] = await floorErrors(
      'renderer/src/features/orders/TopBar.tsx',
      "import { PrintQueueButton } from '../printing/orders/PrinterButtons';",
    );
    expect(message).toContain(
      'features/orders/TopBar.tsx may not import features/printing/orders/PrinterButtons',
    );
    expect(message).toContain('a feature never imports another feature');
  });
});
