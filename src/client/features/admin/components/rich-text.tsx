import { Fragment, type ReactNode } from 'react';

// Markers from Unicode's private use area: no catalogue text or value contains them.
const OPEN = '\uE000';
const CLOSE = '\uE001';
const MARK = new RegExp(`${OPEN}(\\w+)${CLOSE}`);

/**
 * A catalogue text with elements inside it (a name in bold, a code): the text is written with a
 * marker for each value, then each marker is replaced by its element, so every language places
 * them where its grammar wants.
 */
export function RichText<K extends string>({ text, values }: { text: (values: Record<K, string>) => string; values: Record<K, ReactNode> }) {
  const markers = Object.fromEntries(Object.keys(values).map((key) => [key, `${OPEN}${key}${CLOSE}`])) as Record<K, string>;
  // split with a capturing group: text, key, text, key, ..., text.
  const parts = text(markers).split(MARK);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>{index % 2 === 1 ? values[part as K] : part}</Fragment>
      ))}
    </>
  );
}
