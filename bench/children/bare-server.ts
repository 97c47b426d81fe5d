/**
 * The baseline: a bare `node:http` server answering, for each URL, the exact status, headers and
 * body the app answered just before. What the app costs beyond it is what our code costs.
 * An answer captured under the URL `*` is given for every other URL. Run as a child process (IPC):
 * sends `{ port }` once listening.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';

export interface CapturedResponse {
  status: number;
  headers: Record<string, string>;
  /** Base64, so any bytes survive the JSON file. */
  body: string;
}

const file = process.argv[2];
if (!file) throw new Error('usage: bare-server.ts <captured.json>');
const captured = JSON.parse(readFileSync(file, 'utf8')) as Record<string, CapturedResponse>;
const answers = new Map(
  Object.entries(captured).map(([url, response]) => {
    const body = Buffer.from(response.body, 'base64');
    return [url, { status: response.status, headers: { ...response.headers, 'content-length': String(body.length) }, body }];
  }),
);

const server = http.createServer((request, response) => {
  const answer = answers.get(request.url ?? '') ?? answers.get('*');
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(answer.status, answer.headers);
  response.end(answer.body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});
process.on('disconnect', () => {
  server.close();
  process.exit(0);
});
