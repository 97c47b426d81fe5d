import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, test } from 'vitest';
import { queryKeys, refetchLive } from './query-keys.js';

describe('refetchLive', () => {
  test('reads a query again that has no data yet and whose older answer is still on its way', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const answers: ((value: string) => void)[] = [];
    const observer = new QueryObserver(client, {
      queryKey: queryKeys.barbers.list(),
      queryFn: ({ signal }) =>
        new Promise<string>((resolve, reject) => {
          answers.push(resolve);
          signal.addEventListener('abort', () => {
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
    });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(answers).toHaveLength(1);

    // The socket's hello says a change came after that read began.
    const refetched = refetchLive(client);
    answers[0]?.('before the change');
    await expect.poll(() => answers.length).toBe(2);
    answers[1]?.('after the change');
    await refetched;
    expect(client.getQueryData(queryKeys.barbers.list())).toBe('after the change');
    unsubscribe();
    client.clear();
  });
});
