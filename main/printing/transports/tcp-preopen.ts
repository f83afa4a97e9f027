/**
 * A connection opened ahead of a job for a printer that does not answer status queries, while
 * the platform confirms the accept: the job then goes out on it the moment it is queued. It still
 * has to stay open a moment before the job counts as delivered (a print server whose printer is
 * off or jammed accepts and closes at once, see thermal-tcp.ts); that check runs after the bytes
 * (rawSend's `early`), so it costs the ticket nothing.
 */
import net from 'node:net';

/** The connection once it is up; undefined if it failed or was closed first. */
export function openEarlyConnection(host: string, port: number): Promise<net.Socket | undefined> {
  return new Promise((resolve) => {
    const socket = net.createConnection({ host, port });
    socket.setNoDelay(true);
    const fail = () => {
      socket.destroy();
      resolve(undefined);
    };
    socket.once('connect', () => {
      socket.off('error', fail).off('close', fail);
      // Until the job's send listens, an error must not crash the process.
      socket.on('error', () => undefined);
      resolve(socket);
    });
    socket.once('error', fail);
    socket.once('close', fail);
  });
}
