import { describe, expect, it } from 'vitest';
import { recordingStore } from '../../../tests/helpers/recording-store.js';
import { createRenderedAnswers, RENDERED_ANSWER_MS } from './rendered-answers.js';

function setup() {
  const { store } = recordingStore();
  const time = { now: 1_700_000_000_000 };
  const answers = createRenderedAnswers(store, () => time.now);
  /** A change committed: the store moves on. */
  const storeChanged = () => {
    store.invalidate({ kind: 'settings' });
  };
  let renders = 0;
  const render = () => {
    renders += 1;
    return Promise.resolve(Buffer.from(`answer ${renders}`));
  };
  const read = async () => (await answers.get('barbers', render)).toString();
  return { storeChanged, time, answers, read, renders: () => renders };
}

describe('rendered answers', () => {
  it('renders once and serves the same bytes until the store changes', async () => {
    const t = setup();
    expect(await t.read()).toBe('answer 1');
    expect(await t.read()).toBe('answer 1');
    t.storeChanged();
    expect(await t.read()).toBe('answer 2');
    expect(t.renders()).toBe(2);
  });

  it('renders again once the answer is RENDERED_ANSWER_MS old, or when the clock went back', async () => {
    const t = setup();
    await t.read();
    t.time.now += RENDERED_ANSWER_MS - 1;
    expect(await t.read()).toBe('answer 1');
    t.time.now += 1;
    expect(await t.read()).toBe('answer 2');
    t.time.now -= 5;
    expect(await t.read()).toBe('answer 3');
  });

  it('shares one rendering between concurrent readers, and never serves it after a change made meanwhile', async () => {
    const t = setup();
    let finish: (body: Buffer) => void = () => undefined;
    const slow = () => new Promise<Buffer>((resolve) => (finish = resolve));
    const first = t.answers.get('barbers', slow);
    const second = t.answers.get('barbers', slow);
    t.storeChanged(); // a booking committed while the list was being rendered
    finish(Buffer.from('before the change'));
    expect((await first).toString()).toBe('before the change');
    expect((await second).toString()).toBe('before the change');
    expect(await t.read()).toBe('answer 1');
  });

  it('keeps answers apart by key and does not remember a failed rendering', async () => {
    const t = setup();
    await expect(t.answers.get('slots', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect((await t.answers.get('slots', () => Promise.resolve(Buffer.from('slots'))))).toEqual(Buffer.from('slots'));
    expect(await t.read()).toBe('answer 1');
  });
});

describe('rendered answers, bounded', () => {
  it('keeps at most its bound of answers, dropping the oldest first', async () => {
    const answers = createRenderedAnswers(recordingStore().store, () => 0, 2);
    let renders = 0;
    const render = () => Promise.resolve(Buffer.from(String((renders += 1))));
    for (const key of ['a', 'b', 'c']) await answers.get(key, render);
    expect((await answers.get('c', render)).toString()).toBe('3');
    expect((await answers.get('b', render)).toString()).toBe('2');
    expect((await answers.get('a', render)).toString()).toBe('4');
  });
});
