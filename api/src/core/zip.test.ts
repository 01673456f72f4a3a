import { crc32, inflateRawSync } from 'node:zlib';
import { zipArchive } from './zip';

/** Reads an archive back as an unzip tool does: the end record, the central directory, then each local entry, inflated and checked. */
function readZip(archive: Buffer): Map<string, Buffer> {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBe(archive.length - 22);
  const count = archive.readUInt16LE(end + 10);
  const directorySize = archive.readUInt32LE(end + 12);
  let at = archive.readUInt32LE(end + 16);
  expect(at + directorySize).toBe(end);
  const files = new Map<string, Buffer>();
  for (let index = 0; index < count; index += 1) {
    expect(archive.readUInt32LE(at)).toBe(0x02014b50);
    const flags = archive.readUInt16LE(at + 8);
    const method = archive.readUInt16LE(at + 10);
    const crc = archive.readUInt32LE(at + 16);
    const compressedSize = archive.readUInt32LE(at + 20);
    const size = archive.readUInt32LE(at + 24);
    const nameLength = archive.readUInt16LE(at + 28);
    const extraLength = archive.readUInt16LE(at + 30);
    const commentLength = archive.readUInt16LE(at + 32);
    const localOffset = archive.readUInt32LE(at + 42);
    const name = archive.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    expect({ flags: flags & 0x0800, method }).toEqual({ flags: 0x0800, method: 8 });
    // The local header repeats the directory's facts.
    expect(archive.readUInt32LE(localOffset)).toBe(0x04034b50);
    expect(archive.readUInt32LE(localOffset + 14)).toBe(crc);
    const localNameLength = archive.readUInt16LE(localOffset + 26);
    const localExtraLength = archive.readUInt16LE(localOffset + 28);
    expect(archive.subarray(localOffset + 30, localOffset + 30 + localNameLength).toString('utf8')).toBe(name);
    const dataStart = localOffset + 30 + localNameLength + localExtraLength;
    const data = inflateRawSync(archive.subarray(dataStart, dataStart + compressedSize));
    expect({ name, size: data.length, crc: crc32(data) }).toEqual({ name, size, crc });
    files.set(name, data);
    at += 46 + nameLength + extraLength + commentLength;
  }
  expect(at).toBe(end);
  return files;
}

describe('zipArchive', () => {
  it('writes entries an unzip reads back: names (UTF-8), sizes, CRC-32 and the deflated bytes', () => {
    const text = 'Navn;Beløb\r\nÆble Ødegård;-35,50\r\n'.repeat(50);
    const bytes = new Uint8Array([0, 1, 2, 255, 254, 253]);
    const archive = zipArchive([
      { name: 'data.json', content: JSON.stringify({ navn: 'Emma Jensen' }) },
      { name: 'konti/transaktioner æøå.csv', content: text },
      { name: 'bin.dat', content: bytes },
      { name: 'empty.txt', content: '' },
    ], new Date(2026, 11, 3, 15, 4, 6));
    const files = readZip(archive);
    expect([...files.keys()]).toEqual(['data.json', 'konti/transaktioner æøå.csv', 'bin.dat', 'empty.txt']);
    expect(JSON.parse(files.get('data.json')!.toString('utf8'))).toEqual({ navn: 'Emma Jensen' });
    expect(files.get('konti/transaktioner æøå.csv')!.toString('utf8')).toBe(text);
    expect([...files.get('bin.dat')!]).toEqual([...bytes]);
    expect(files.get('empty.txt')!.length).toBe(0);
    // Deflated: the repeated text is much smaller in the archive.
    expect(archive.length).toBeLessThan(text.length);
    // The DOS date and time of the first entry: 2026-12-03 15:04:06.
    expect(archive.readUInt16LE(10)).toBe((15 << 11) | (4 << 5) | 3);
    expect(archive.readUInt16LE(12)).toBe(((2026 - 1980) << 9) | (12 << 5) | 3);
  });

  it('writes an empty archive as the end record alone', () => {
    const archive = zipArchive([]);
    expect(archive.length).toBe(22);
    expect(readZip(archive).size).toBe(0);
  });

  it('refuses names that would escape the folder or repeat', () => {
    expect(() => zipArchive([{ name: '../x', content: '' }])).toThrow('Not a safe entry name');
    expect(() => zipArchive([{ name: '/etc/x', content: '' }])).toThrow('Not a safe entry name');
    expect(() => zipArchive([{ name: 'a', content: '' }, { name: 'a', content: '' }])).toThrow('Entry named twice');
  });
});
