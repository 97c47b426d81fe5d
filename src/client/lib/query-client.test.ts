import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, test } from 'vitest';
import { createQueryClient } from './query-client.js';

describe('the query client', () => {
  afterEach(() => {
    onlineManager.setOnline(true);
  });

  test('runs a change while the browser is offline, so it fails now instead of waiting to be sent later', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    let calls = 0;
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => {
        calls += 1;
        return Promise.reject(new TypeError('Failed to fetch'));
      },
    });
    await expect(mutation.execute(undefined)).rejects.toThrow('Failed to fetch');
    expect(calls).toBe(1);
    expect(mutation.state.isPaused).toBe(false);
    // Back online, nothing is replayed.
    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    expect(calls).toBe(1);
  });
});
