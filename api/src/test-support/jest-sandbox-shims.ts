import path from 'node:path';
import vm from 'node:vm';

interface NodeProcessWithBuiltins {
  getBuiltinModule?: (id: string) => unknown;
}

/**
 * Node's own require, taken from the real process: jest replaces `module` and `require`
 * inside its vm sandbox. Modules loaded with it run outside the sandbox, as in production.
 */
export function nativeRequire(): NodeJS.Require {
  const realProcess = vm.runInThisContext('process') as NodeProcessWithBuiltins;
  const nodeModule = realProcess.getBuiltinModule?.('node:module') as typeof import('node:module') | undefined;
  if (!nodeModule) throw new Error('The API tests need Node 20.16 or newer (process.getBuiltinModule)');
  return nodeModule.createRequire(__filename);
}

/**
 * Dependencies (reached through these chains) that ship only as ES modules. Node 20.19+
 * can require() them, jest's sandbox cannot (before Node 24.9), so the tests hand each one
 * over from Node's own loader.
 */
const ESM_ONLY_DEPENDENCIES: readonly (readonly string[])[] = [
  ['@fastify/swagger-ui', '@fastify/static', 'content-disposition'],
  ['fastify', 'light-my-request', 'cookie'],
];

function resolveChain(req: NodeJS.Require, chain: readonly string[]): string {
  let resolved = '';
  for (const name of chain) {
    resolved = resolved === '' ? req.resolve(name) : req.resolve(name, { paths: [path.dirname(resolved)] });
  }
  return resolved;
}

function shimEsmOnlyDependencies(): void {
  const req = nativeRequire();
  for (const chain of ESM_ONLY_DEPENDENCIES) {
    const file = resolveChain(req, chain);
    jest.doMock(file, () => req(file));
  }
}

shimEsmOnlyDependencies();
