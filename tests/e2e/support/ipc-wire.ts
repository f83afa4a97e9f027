// What crosses the harness's in-test IPC (bridge-shim.ts in the page → the test process). Electron
// copies IPC arguments with the structured clone algorithm, natively. Playwright's binding
// serializer walks every value in page JavaScript instead, which for the desk's larger calls (the
// day's orders handed to the offline cache every few seconds, 200+ orders) cost the renderer a
// long task per call that the desktop app never pays (a CPU profile of the 200-order burst, issue
// 35 §3). So the page sends the arguments as JSON text (native JSON.stringify, the nearest a page
// has to Electron's native clone) and the test process parses them. The bridge carries no binary
// data, dates or maps (shared/bridge.ts); an undefined argument is marked so it arrives undefined.

export interface IpcWireMessage {
  kind: 'invoke' | 'send';
  channel: string;
  /** The arguments as JSON text. */
  json: string;
  /** Positions of arguments that were undefined (JSON would make them null). */
  undef?: number[];
}

/** In the page: a call's arguments as a wire message. */
export function toWire(kind: IpcWireMessage['kind'], channel: string, args: unknown[]): IpcWireMessage {
  const undef: number[] = [];
  args.forEach((a, i) => {
    if (a === undefined) undef.push(i);
  });
  return { kind, channel, json: JSON.stringify(args), ...(undef.length > 0 ? { undef } : {}) };
}

/** In the test process: the arguments the page passed. */
export function wireArgs(message: IpcWireMessage): unknown[] {
  const args = JSON.parse(message.json) as unknown[];
  for (const i of message.undef ?? []) args[i] = undefined;
  return args;
}
