import type { AxiosStatic, CreateAxiosDefaults } from 'axios';
import { fakeAdapter } from './fakeApi';

/** axios whose instances answer through the fake adapter: `jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios())`. */
export function fakeAxios() {
  const actual = jest.requireActual<{ default: AxiosStatic }>('axios');
  const create = (config: CreateAxiosDefaults = {}) => actual.default.create({ ...config, adapter: fakeAdapter });
  const axios = Object.assign(Object.create(actual.default) as AxiosStatic, { create });
  return { __esModule: true, ...actual, default: axios, create };
}
