import { crc32, deflateRawSync } from 'node:zlib';

/** One file of an archive: its name inside the archive (forward slashes) and its bytes or text (UTF-8). */
export interface ZipEntry {
  name: string;
  content: Uint8Array | string;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
/** Bit 11: the names are UTF-8. */
const UTF8_NAMES = 0x0800;
const DEFLATE = 8;
const VERSION = 20;

/** The MS-DOS time and date a ZIP entry carries (local wall time, two-second steps, years from 1980). */
function dosDateTime(at: Date): { time: number; date: number } {
  const year = Math.max(1980, at.getFullYear());
  return {
    time: (at.getHours() << 11) | (at.getMinutes() << 5) | Math.floor(at.getSeconds() / 2),
    date: ((year - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate(),
  };
}

/**
 * A ZIP archive (PKWARE APPNOTE 6.3, no ZIP64: under 4 GiB and 65,535 entries) of the given
 * files, each deflated, in memory: what the data export answers. No dependency: node's
 * zlib deflates and computes the CRC-32.
 */
export function zipArchive(entries: readonly ZipEntry[], modifiedAt: Date = new Date()): Buffer {
  if (entries.length > 0xffff) throw new Error('Too many entries for a ZIP without ZIP64');
  const { time, date } = dosDateTime(modifiedAt);
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  const names = new Set<string>();
  for (const entry of entries) {
    if (entry.name === '' || entry.name.startsWith('/') || entry.name.split('/').includes('..')) throw new Error(`Not a safe entry name: ${entry.name}`);
    if (names.has(entry.name)) throw new Error(`Entry named twice: ${entry.name}`);
    names.add(entry.name);
    const data = typeof entry.content === 'string' ? Buffer.from(entry.content, 'utf8') : Buffer.from(entry.content);
    const compressed = deflateRawSync(data);
    const crc = crc32(data);
    const name = Buffer.from(entry.name, 'utf8');
    if (offset + 30 + name.length + compressed.length > 0xffffffff) throw new Error('Archive too large for a ZIP without ZIP64');

    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    local.writeUInt16LE(VERSION, 4);
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt16LE(DEFLATE, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, compressed);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL_HEADER, 0);
    central.writeUInt16LE(VERSION, 4);
    central.writeUInt16LE(VERSION, 6);
    central.writeUInt16LE(UTF8_NAMES, 8);
    central.writeUInt16LE(DEFLATE, 10);
    central.writeUInt16LE(time, 12);
    central.writeUInt16LE(date, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    // Extra field, comment, disk number, internal and external attributes: none.
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
