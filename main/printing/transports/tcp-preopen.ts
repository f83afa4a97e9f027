/**
 * A connection opened ahead of a job for a printer that does not answer status queries: it must
 * stay open `settleMs` before it is trusted (a print server whose printer is off or jammed
 * accepts and closes at once, see thermal-tcp.ts), and that wait is better spent while the
 * platform confirms the accept than after the job is queued.
 */
import net from 'node:net';

/** The connection once it stayed open `settleMs`; undefined if it failed or was closed. */
export function openSettledConnection(
  host: string,
  port: number,
  settleMs: number,
): Promise<net.Socket | undefined> {
  return new Promise((resolve) => {
    const socket = net.createConnection({ host, port });
    socket.setNoDelay(true);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fail = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(undefined);
    };
    socket.once('connect', () => {
      timer = setTimeout(() => {
        socket.off('error', fail).off('close', fail).off('end', fail);
        // Until the job's send listens, an error must not crash the process.
        socket.on('error', () => undefined);
        resolve(socket.destroyed || socket.readableEnded ? undefined : socket);
      }, settleMs);
    });
    socket.once('error', fail);
    socket.once('close', fail);
    socket.once('end', fail);
  });
}
