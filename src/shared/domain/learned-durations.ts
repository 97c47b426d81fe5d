/**
 * Learned service durations per barber (DESIGN: expected times from real history). Pure: the
 * caller passes a barber's completed bookings and gets plain data back, cacheable as JSON.
 *
 * Everything is learned as log ratios `ln(actual / configured)`: a ratio survives an admin editing
 * a service's configured duration, and real durations are skewed (a slow cut runs long, never
 * negative), which the log makes symmetric enough for means and deviations to behave.
 */

/** One completed booking of a barber: which services, what they were configured to take, what it really took. */
export interface DurationSample {
  serviceIds: readonly number[];
  /** Per service, same order as serviceIds. */
  configuredMin: readonly number[];
  actualMin: number;
}

/** What is known of one service or one combination: the sum of its samples' log ratios and their weight. */
export interface LogRatioSum {
  sum: number;
  weight: number;
}

/** What was learned of one barber (opaque to callers; plain data so it can be cached). */
export interface DurationModel {
  /** Samples kept after outliers were dropped. */
  samples: number;
  /** The barber-wide log ratio, already shrunk toward 0 (the configured durations). */
  barberLogRatio: number;
  /** Typical deviation of one booking's log ratio from its estimate. */
  logSd: number;
  /** Per service id: its share-weighted log ratios. */
  services: Readonly<Record<string, LogRatioSum>>;
  /** Per combination key (sorted service ids): its log ratios, one weight per booking. */
  combos: Readonly<Record<string, LogRatioSum>>;
}

/**
 * How many of a barber's most recent completed bookings to learn from: enough for every common
 * combination to speak for itself, few enough that the figures follow a barber who gets quicker.
 */
export const HISTORY_WINDOW = 400;

export const EMPTY_MODEL: DurationModel = { samples: 0, barberLogRatio: 0, logSd: 0, services: {}, combos: {} };

/**
 * Pseudo-samples of prior at each level: a barber's ratio leans on the configured durations until
 * about this many bookings, a service's on the barber's ratio, a combination's on its parts.
 */
export const BARBER_PRIOR_WEIGHT = 5;
export const SERVICE_PRIOR_WEIGHT = 4;
export const COMBO_PRIOR_WEIGHT = 4;

/** Log-SD assumed before any history (a haircut varies by about 30%), and how many samples it counts as. */
const PRIOR_LOG_SD = 0.3;
const PRIOR_SD_WEIGHT = 10;

/**
 * Bookings taking under a quarter or over four times their configured duration are recording
 * errors (a mis-tap on "done", a chair left open over lunch), not haircuts.
 */
const MIN_RATIO = 0.25;
const MAX_RATIO = 4;
/** Beyond this many robust deviations from the barber's median a booking is an outlier too. */
const OUTLIER_DEVIATIONS = 3;
/** Floor of that deviation, so two or three honest samples never throw each other out. */
const MIN_OUTLIER_SCALE = 0.35;

/**
 * The lean toward longer waits, in log-SDs of the estimate, capped: a customer resents a wait longer
 * than promised far more than an early turn, which the "turn is near" message covers.
 */
export const LEAN_SDS = 0.15;
export const MAX_LEAN = 0.12;

interface CleanSample {
  key: string;
  parts: { id: number; configured: number }[];
  configured: number;
  logRatio: number;
}

/** Sorted service ids as a key, so "beard + haircut" and "haircut + beard" are one combination. */
export function comboKey(serviceIds: readonly number[]): string {
  return [...serviceIds].sort((a, b) => a - b).join(',');
}

const minutes = (value: number | undefined): number => (value !== undefined && Number.isFinite(value) && value > 0 ? value : 0);

function median(sorted: readonly number[]): number {
  if (sorted.length === 0) return 0;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

function clean(samples: readonly DurationSample[]): CleanSample[] {
  const out: CleanSample[] = [];
  for (const s of samples) {
    if (s.serviceIds.length === 0 || s.serviceIds.length !== s.configuredMin.length) continue;
    const parts = s.serviceIds.map((id, i) => ({ id, configured: minutes(s.configuredMin[i]) }));
    const configured = parts.reduce((sum, p) => sum + p.configured, 0);
    const ratio = minutes(s.actualMin) / configured;
    if (!(configured > 0) || !(ratio >= MIN_RATIO && ratio <= MAX_RATIO)) continue;
    out.push({ key: comboKey(s.serviceIds), parts, configured, logRatio: Math.log(ratio) });
  }
  return out;
}

/** Drops bookings far from the barber's median by a median-absolute-deviation scale, which outliers cannot inflate. */
function withoutOutliers(samples: readonly CleanSample[]): CleanSample[] {
  const logs = samples.map((s) => s.logRatio).sort((a, b) => a - b);
  const mid = median(logs);
  const mad = median(logs.map((l) => Math.abs(l - mid)).sort((a, b) => a - b));
  const limit = OUTLIER_DEVIATIONS * Math.max(1.4826 * mad, MIN_OUTLIER_SCALE);
  return samples.filter((s) => Math.abs(s.logRatio - mid) <= limit);
}

/** A record's own entry only: a key like "constructor" must never reach the prototype. */
const own = (record: Readonly<Record<string, LogRatioSum>>, key: string): LogRatioSum | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;

function add(into: Record<string, LogRatioSum>, key: string, value: number, weight: number): void {
  const known = own(into, key) ?? { sum: 0, weight: 0 };
  into[key] = { sum: known.sum + value * weight, weight: known.weight + weight };
}

const shrunk = (known: LogRatioSum | undefined, prior: number, priorWeight: number): number =>
  ((known?.sum ?? 0) + prior * priorWeight) / ((known?.weight ?? 0) + priorWeight);

interface Estimate {
  logRatio: number;
  /** Log-variance of the real duration around it: the booking's own spread plus what is not yet known. */
  logVariance: number;
  configured: number;
}

/**
 * The log ratio of a combination: its own bookings shrunk toward what its parts predict, each part
 * being its own share-weighted history shrunk toward the barber's ratio.
 */
function estimate(model: DurationModel, serviceIds: readonly number[], configuredMin: readonly number[]): Estimate {
  const parts = serviceIds.map((id, i) => ({ id, configured: minutes(configuredMin[i]) }));
  const configured = parts.reduce((sum, p) => sum + p.configured, 0);
  if (!(configured > 0)) return { logRatio: 0, logVariance: 0, configured: 0 };
  const fromParts = parts.reduce(
    (sum, p) => sum + p.configured * Math.exp(shrunk(own(model.services, String(p.id)), model.barberLogRatio, SERVICE_PRIOR_WEIGHT)),
    0,
  );
  const combo = own(model.combos, comboKey(serviceIds));
  const logRatio = shrunk(combo, Math.log(fromParts / configured), COMBO_PRIOR_WEIGHT);
  const sd = model.samples > 0 ? model.logSd : PRIOR_LOG_SD;
  // The fewer bookings behind the figure, the less sure it is.
  const logVariance = sd * sd * (1 + 1 / ((combo?.weight ?? 0) + COMBO_PRIOR_WEIGHT));
  return { logRatio, logVariance, configured };
}

/** Learn from a barber's completed history (any order; may be empty; may contain absurd outliers). */
export function learnDurations(samples: readonly DurationSample[]): DurationModel {
  // A fixed order makes the sums bit-identical however the history arrives, so cached models compare equal.
  const kept = withoutOutliers(clean(samples)).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.logRatio - b.logRatio));
  if (kept.length === 0) return EMPTY_MODEL;
  const barberLogRatio = kept.reduce((sum, s) => sum + s.logRatio, 0) / (kept.length + BARBER_PRIOR_WEIGHT);
  const services: Record<string, LogRatioSum> = {};
  const combos: Record<string, LogRatioSum> = {};
  for (const s of kept) {
    // A combined booking tells about each part in proportion to that part's configured share.
    for (const p of s.parts) add(services, String(p.id), s.logRatio, p.configured / s.configured);
    add(combos, s.key, s.logRatio, 1);
  }
  const fitted: DurationModel = { samples: kept.length, barberLogRatio, logSd: PRIOR_LOG_SD, services, combos };
  const squares = kept.reduce((sum, s) => {
    const residual = s.logRatio - estimate(fitted, s.parts.map((p) => p.id), s.parts.map((p) => p.configured)).logRatio;
    return sum + residual * residual;
  }, 0);
  const logSd = Math.sqrt((squares + PRIOR_LOG_SD * PRIOR_LOG_SD * PRIOR_SD_WEIGHT) / (kept.length + PRIOR_SD_WEIGHT));
  return { ...fitted, logSd };
}

/** Mean of the real duration (a log-normal's mean sits above its median) with the lean, both only as far as history backs them. */
function expectedRatio(model: DurationModel, e: Estimate): number {
  const backed = model.samples / (model.samples + BARBER_PRIOR_WEIGHT);
  const lean = Math.min(MAX_LEAN, LEAN_SDS * Math.sqrt(e.logVariance));
  const ratio = Math.exp(e.logRatio + backed * (e.logVariance / 2 + lean));
  return Math.min(MAX_RATIO, Math.max(MIN_RATIO, ratio));
}

/**
 * Minutes the planner should assume for a booking of these services with this barber (the
 * estimator, leaning long on purpose within bounds). Falls back to the configured sum with no
 * history. Always > 0 and finite when the configured sum is > 0.
 */
export function expectedMinutes(model: DurationModel, serviceIds: readonly number[], configuredMin: readonly number[]): number {
  const e = estimate(model, serviceIds, configuredMin);
  return e.configured > 0 ? e.configured * expectedRatio(model, e) : 0;
}

/** Spread of the real duration around expectedMinutes, in minutes (a standard deviation-like figure, >= 0), for showing ranges. */
export function durationSpreadMin(model: DurationModel, serviceIds: readonly number[], configuredMin: readonly number[]): number {
  const e = estimate(model, serviceIds, configuredMin);
  if (!(e.configured > 0)) return 0;
  // A log-normal's coefficient of variation.
  return e.configured * expectedRatio(model, e) * Math.sqrt(Math.expm1(e.logVariance));
}

/** How many deviations of the summed spreads a wait range spans each way: about two customers in three fall inside. */
const RANGE_DEVIATIONS = 1;

/**
 * A range for a wait estimate: waitMin is the plan's wait, spreads are the spreads of the bookings
 * ahead (the one in the chair included). Returns whole minutes [low, high], low <= waitMin <= high,
 * low >= 0. Durations ahead vary independently, so their spreads add as variances.
 */
export function waitRange(waitMin: number, spreadsAheadMin: readonly number[]): { low: number; high: number } {
  const wait = Number.isFinite(waitMin) && waitMin > 0 ? waitMin : 0;
  const variance = spreadsAheadMin.reduce((sum, s) => sum + (Number.isFinite(s) && s > 0 ? s * s : 0), 0);
  const half = RANGE_DEVIATIONS * Math.sqrt(variance);
  return { low: Math.max(0, Math.floor(wait - half)), high: Math.ceil(wait + half) };
}

/**
 * Past its expected end, a booking's remaining minutes are capped at this share of its expected
 * duration: a chair left open for hours is a forgotten "done", not a cut with hours still to go.
 */
export const MAX_OVERRUN_REMAINING_SHARE = 0.5;

/** ln of the standard normal upper tail P(Z > x), accurate far into the tail (erfc after Numerical Recipes' erfcc, rel. error < 1.2e-7). */
function logUpperTail(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * z);
  const poly =
    -z * z -
    1.26551223 +
    t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))));
  // erfc(z) = t * exp(poly); P(Z > x) = erfc(x / sqrt 2) / 2.
  const logHalfErfc = Math.log(t) + poly - Math.LN2;
  return x >= 0 ? logHalfErfc : Math.log1p(-Math.exp(logHalfErfc));
}

/**
 * Minutes the booking in the chair is expected to take in total, given it has already run
 * `elapsedMin`: the learned expectation (expectedMinutes) while it is young, and past it, the
 * expected total of a duration known to exceed elapsedMin. The duration is taken as log-normal
 * with mean expectedMinutes and the estimate's log-spread s; its conditional mean is
 *   E[X | X > t] = mean * P(Z > z - s) / P(Z > z),  z = (ln t - ln mean + s^2 / 2) / s,
 * with the remaining minutes capped at MAX_OVERRUN_REMAINING_SHARE of the mean. Always > 0 and
 * finite; with no history and elapsedMin <= the configured sum it is the configured sum.
 */
export function expectedMinutesInChair(
  model: DurationModel,
  serviceIds: readonly number[],
  configuredMin: readonly number[],
  elapsedMin: number,
): number {
  const elapsed = Number.isFinite(elapsedMin) && elapsedMin > 0 ? elapsedMin : 0;
  const e = estimate(model, serviceIds, configuredMin);
  // Nothing configured to learn from: the planner's own default decides, this only says "not done yet".
  if (!(e.configured > 0)) return elapsed + 1;
  const mean = e.configured * expectedRatio(model, e);
  if (elapsed <= mean) return mean;
  const cap = elapsed + MAX_OVERRUN_REMAINING_SHARE * mean;
  const s = Math.sqrt(e.logVariance);
  if (!(s > 0)) return cap;
  const z = (Math.log(elapsed / mean) + e.logVariance / 2) / s;
  const conditional = mean * Math.exp(logUpperTail(z - s) - logUpperTail(z));
  return Number.isFinite(conditional) && conditional > elapsed ? Math.min(cap, conditional) : cap;
}
