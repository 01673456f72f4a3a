import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cyclesOf, foreignRepositoryImports, moduleImports } from './module-graph';

const modulesDir = path.resolve(__dirname, '..', 'api', 'src', 'modules');

describe('API modules', () => {
  it('import each other without a cycle', () => {
    expect(cyclesOf(moduleImports(modulesDir))).toEqual([]);
  });

  it('are all found, with the imports between them', () => {
    const graph = moduleImports(modulesDir);
    expect(graph.get('payment')).toContain('ledger');
    expect(graph.get('terminal')).toContain('ledger');
    expect(graph.get('terminal')).not.toContain('payment');
  });

  it('name a cycle when there is one, so the rule can fail', () => {
    const graph = new Map([
      ['payment', new Set(['terminal', 'ledger'])],
      ['terminal', new Set(['payment'])],
      ['ledger', new Set<string>()],
    ]);
    expect(cyclesOf(graph)).toEqual([['payment', 'terminal', 'payment']]);
  });

  it('reach no other module’s repository, and only the ledger reaches its holds', () => {
    expect(foreignRepositoryImports(modulesDir)).toEqual([]);
  });

  it('name a module that imports another one’s repository, so the rule can fail', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'module-graph-'));
    for (const [file, text] of Object.entries({
      'meeting/service.ts': "import * as payments from '../payment/repository';\nimport { PaymentService } from '../payment/service';",
      'payment/repository.ts': '',
      'payment/service.ts': "import { lockWalletAccount } from '../ledger/holds';",
      'webshop/service.ts': "import type { PaymentRow } from '../payment/repository';",
      'ledger/holds.ts': '',
    })) {
      fs.mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    expect(foreignRepositoryImports(dir)).toEqual(['meeting/service.ts -> payment/repository', 'payment/service.ts -> ledger/holds']);
    fs.rmSync(dir, { recursive: true });
  });
});
