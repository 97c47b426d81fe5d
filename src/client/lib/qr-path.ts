/**
 * An SVG path drawing the dark modules of a QR code matrix (`data[y][x]`, true for dark), one
 * rectangle per horizontal run, in module units: a viewBox of `0 0 size size` draws it. One path
 * instead of a rectangle per module keeps the DOM small and the edges crisp.
 */
export function qrPath(data: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  data.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      parts.push(`M${start} ${y}h${x - start}v1h-${x - start}z`);
    }
  });
  return parts.join('');
}
