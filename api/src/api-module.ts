import type { FastifyInstance } from 'fastify';
import type { JobRunner } from './jobs/runner';

/**
 * One API module as the composition root (composition.ts) installs it, once: `create`
 * builds its services from what it needs (shared services and other modules' services,
 * handed in, never imported), `routes` registers its endpoints and `jobs` its background
 * jobs, both with those same services. A module lives in api/src/modules/<name>/ and
 * declares itself in its install.ts; modules never import each other's install or services
 * (scripts/module-graph.test.ts refuses a cycle between modules).
 */
export interface ApiModule<Needs, Services> {
  readonly name: string;
  create(needs: Needs): Services;
  routes?(app: FastifyInstance, services: Services, needs: Needs): Promise<void>;
  jobs?(runner: JobRunner, services: Services, needs: Needs): void;
}

/** A module with its services built: what the composition root registers. */
export interface MountedModule<Services> {
  readonly name: string;
  readonly services: Services;
  routes(app: FastifyInstance): Promise<void>;
  jobs(runner: JobRunner): void;
}

export function mount<Needs, Services>(module: ApiModule<Needs, Services>, needs: Needs): MountedModule<Services> {
  const services = module.create(needs);
  return {
    name: module.name,
    services,
    routes: async (app) => {
      await module.routes?.(app, services, needs);
    },
    jobs: (runner) => module.jobs?.(runner, services, needs),
  };
}
