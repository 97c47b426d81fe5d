import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** The app's port, closed and opened again as a server restart or a dropped network does to its clients. */
export interface RestartableListener {
  /** Stops accepting connections and cuts every open one, live sockets included. */
  stop(): Promise<void>;
  /** Listens again on the same address and port. */
  start(): Promise<void>;
}

/**
 * Wraps a listening server. Its connections are tracked from now on, so call this right after
 * `listen`, before any client connects: a websocket is a connection the server no longer sees as
 * a request once upgraded, and `server.close()` alone would leave it open.
 */
export function restartableListener(server: Server, baseURL: string): RestartableListener {
  const { hostname, port } = new URL(baseURL);
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  return {
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
        for (const socket of sockets) socket.destroy();
      }),
    start: () =>
      new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(Number(port), hostname, () => {
          server.off('error', reject);
          resolve();
        });
      }),
  };
}
