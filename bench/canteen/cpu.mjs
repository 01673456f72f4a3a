// CPU time per program from /proc (Linux), so the benchmark can say where the machine's
// cores went while it measured: the API, PostgreSQL's processes and the load client.
import fs from 'node:fs';

const TICKS_PER_SECOND = 100;

function processCpuSeconds(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may contain spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

function commandOf(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
}

/** A snapshot of the CPU seconds used so far by the API process, by every postgres process, and by this process. */
export function cpuSnapshot(apiPid) {
  if (!fs.existsSync('/proc/self/stat')) return null;
  let postgres = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (/^\d+$/.test(entry) && commandOf(entry) === 'postgres') postgres += processCpuSeconds(entry);
  }
  const own = process.cpuUsage();
  return { api: processCpuSeconds(apiPid), postgres, client: (own.user + own.system) / 1e6 };
}

/** CPU seconds used between two snapshots, by each. */
export function cpuBetween(before, after) {
  if (!before || !after) return null;
  return { api: after.api - before.api, postgres: after.postgres - before.postgres, client: after.client - before.client };
}
