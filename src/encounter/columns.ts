/** A typed column of a world (one value per figure, square, door…). */
export type Column = Int8Array | Uint8Array | Int16Array | Uint16Array | Int32Array | Float64Array;

/**
 * The columns moved into one buffer, each keeping its contents (widest elements first, so that
 * every column stays aligned), and the buffer's bytes. A world whose per-trial state lives
 * there puts all of it back at the start of a trial with one copy (`bytes.set(start)`) rather
 * than a loop per column, each of whose reads and writes checks its array.
 */
export function packColumns<T extends readonly Column[]>(
  columns: T,
): { columns: T; bytes: Uint8Array } {
  const order = columns
    .map((_, i) => i)
    .sort((a, b) => columns[b].BYTES_PER_ELEMENT - columns[a].BYTES_PER_ELEMENT || a - b);
  const buffer = new ArrayBuffer(columns.reduce((size, col) => size + col.byteLength, 0));
  const packed: Column[] = new Array<Column>(columns.length);
  let offset = 0;
  for (const i of order) {
    const col = columns[i];
    const Kind = col.constructor as new (b: ArrayBuffer, at: number, length: number) => Column;
    const view = new Kind(buffer, offset, col.length);
    for (let k = 0; k < col.length; k++) view[k] = col[k];
    packed[i] = view;
    offset += col.byteLength;
  }
  return { columns: packed as unknown as T, bytes: new Uint8Array(buffer) };
}
