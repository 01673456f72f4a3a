import { SpecialGradesResponse } from '@kk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { documented } from '../../http/documented';
import type { GradesService } from './service';

export const gradeRoutes: FastifyPluginAsyncZod<{ grades: GradesService }> = async (app, { grades }) => {
  app.get(
    '/api/SpecialGrade/',
    documented({ tags: ['Account'], summary: "The special grade lists of the caller's customers and the system-wide lists, and the employee grade '99. A'", response: { 200: SpecialGradesResponse }, errors: [401] }),
    (request) => grades.specialGradesOf(authOf(request)),
  );
};
