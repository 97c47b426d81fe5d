/** A seeded random source: the simulator's only randomness, so a seed replays the same shop days. */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
}

/** mulberry32: a small 32-bit generator, plenty for a simulation and identical on every machine. */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return {
    next() {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
  };
}

/**
 * A generator for one stream of one seed (say day 17's walk-ins): streams do not shift each other
 * when one of them draws more, so a change in how bookings are served leaves arrivals alone.
 */
export function stream(seed: number, ...path: number[]): Random {
  let h = 2166136261;
  for (const part of [seed, ...path]) {
    h = Math.imul(h ^ (part >>> 0), 16777619);
    h ^= h >>> 13;
  }
  return mulberry32(h);
}

export const uniform = (rng: Random, low: number, high: number): number => low + (high - low) * rng.next();

/** Standard normal by Box–Muller. */
export function normal(rng: Random): number {
  const u = 1 - rng.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}

export const exponential = (rng: Random, rate: number): number => -Math.log(1 - rng.next()) / rate;

/** Poisson count by multiplying uniforms; the means here are small. */
export function poisson(rng: Random, mean: number): number {
  const limit = Math.exp(-mean);
  let product = rng.next();
  let count = 0;
  while (product > limit) {
    product *= rng.next();
    count += 1;
  }
  return count;
}

/** An index drawn with the given weights. */
export function weighted(rng: Random, weights: readonly number[]): number {
  const total = weights.reduce((sum, w) => sum + w, 0);
  let at = rng.next() * total;
  for (const [i, w] of weights.entries()) {
    at -= w;
    if (at < 0) return i;
  }
  return weights.length - 1;
}
