import {
  CATALOGUE_LISTS,
  MeetingCatalogueOptions,
  MeetingDepartmentCreate,
  MeetingDepartmentItem,
  MeetingDepartmentUpdate,
  MeetingLocationCreate,
  MeetingLocationItem,
  MeetingLocationUpdate,
  MeetingProductBody,
  MeetingProductItem,
} from '@kk/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { genericListRoutes } from '../../http/generic-list';
import type { MeetingCatalogueService } from './catalogue-service';

const TAGS = ['Catalogue'];
const WHO = 'role CatalogueMeeting';

/** The partner site's meeting options (issue 25): three generic lists, each with the spec's calls and the item's history. */
export const meetingCatalogueRoutes: FastifyPluginAsync<{ catalogue: MeetingCatalogueService }> = async (app, { catalogue }) => {
  const options = (auth: Parameters<MeetingCatalogueService['options']>[0]) => catalogue.options(auth);
  genericListRoutes(app, {
    paths: CATALOGUE_LISTS.meetingDepartment,
    tags: TAGS,
    noun: 'meeting department',
    who: WHO,
    item: MeetingDepartmentItem,
    options: MeetingCatalogueOptions,
    create: MeetingDepartmentCreate,
    update: MeetingDepartmentUpdate,
    handlers: {
      options,
      search: (auth, request) => catalogue.searchDepartments(auth, request),
      create: (auth, body) => catalogue.createDepartment(auth, body),
      update: (auth, id, body) => catalogue.updateDepartment(auth, id, body),
      remove: (auth, id) => catalogue.removeDepartment(auth, id),
      history: (auth, id) => catalogue.departmentHistory(auth, id),
    },
  });
  genericListRoutes(app, {
    paths: CATALOGUE_LISTS.meetingLocation,
    tags: TAGS,
    noun: 'meeting location',
    who: WHO,
    item: MeetingLocationItem,
    options: MeetingCatalogueOptions,
    create: MeetingLocationCreate,
    update: MeetingLocationUpdate,
    handlers: {
      options,
      search: (auth, request) => catalogue.searchLocations(auth, request),
      create: (auth, body) => catalogue.createLocation(auth, body),
      update: (auth, id, body) => catalogue.updateLocation(auth, id, body),
      remove: (auth, id) => catalogue.removeLocation(auth, id),
      history: (auth, id) => catalogue.locationHistory(auth, id),
    },
  });
  genericListRoutes(app, {
    paths: CATALOGUE_LISTS.meetingProduct,
    tags: TAGS,
    noun: 'meeting product',
    who: WHO,
    item: MeetingProductItem,
    options: MeetingCatalogueOptions,
    create: MeetingProductBody,
    update: MeetingProductBody,
    handlers: {
      options,
      search: (auth, request) => catalogue.searchProducts(auth, request),
      create: (auth, body) => catalogue.createProduct(auth, body),
      update: (auth, id, body) => catalogue.updateProduct(auth, id, body),
      remove: (auth, id) => catalogue.removeProduct(auth, id),
      history: (auth, id) => catalogue.productHistory(auth, id),
    },
  });
};
