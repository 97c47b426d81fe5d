import { startServer, type DatabaseTarget } from '../lib/server-process.js';
import { spread, type Spread } from '../lib/stats.js';

/** The server started on the run's existing data, timed from spawn to the first 200 from /api/health. */
export async function measureStartup(target: DatabaseTarget, port: number, rounds: number): Promise<Spread> {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const server = await startServer(target, port);
    times.push(server.startedInMs);
    await server.stop();
  }
  return spread(times);
}
