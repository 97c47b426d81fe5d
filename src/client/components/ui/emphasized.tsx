import type { ReactNode } from 'react';

/**
 * A catalogue's whole sentence with one value in it set apart ('Your code is <strong>123456</strong>'):
 * the sentence stays one text, so each language puts the value where its grammar wants it.
 */
export function Emphasized({ text, value, render }: { text: string; value: string; render: (value: string) => ReactNode }) {
  const at = value ? text.indexOf(value) : -1;
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      {render(value)}
      {text.slice(at + value.length)}
    </>
  );
}
