import path from 'node:path';
import { cyclesOf, moduleImports } from './module-graph';

const modulesDir = path.resolve(__dirname, '..', 'api', 'src', 'modules');

describe('API modules', () => {
  it('import each other without a cycle', () => {
    expect(cyclesOf(moduleImports(modulesDir))).toEqual([]);
  });

  it('are all found, with the imports between them', () => {
    const graph = moduleImports(modulesDir);
    expect(graph.get('payment')).toContain('payment-common');
    expect(graph.get('terminal')).toContain('payment-common');
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
});
