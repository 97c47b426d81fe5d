import type { PGlite, Transaction } from '@electric-sql/pglite';

/** Counts every statement the embedded database runs, whichever handle sends it. */
export function counted(client: PGlite): { client: PGlite; statements: () => number } {
  let statements = 0;
  const countTx = (tx: Transaction): Transaction =>
    new Proxy(tx, {
      get(target, prop) {
        const value: unknown = Reflect.get(target, prop, target);
        if (prop === 'query' || prop === 'exec') statements += 1;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
  const proxy = new Proxy(client, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (prop === 'query' || prop === 'exec') statements += 1;
      if (prop === 'transaction') {
        return <T>(work: (tx: Transaction) => Promise<T>) => target.transaction((tx) => work(countTx(tx)));
      }
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { client: proxy, statements: () => statements };
}
