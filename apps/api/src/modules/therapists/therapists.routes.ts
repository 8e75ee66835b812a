import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  slugParams,
  therapistBySlugResponse,
  therapistListQuery,
  therapistListResponse,
  topRegionsResponse,
  toWireListedTherapist,
  toWireTherapistProfile,
} from '@app/domain/schemas/therapist';
import { failureResponse, idParam } from '@app/domain/schemas/common';
import { toWireId } from '@app/domain/schemas/wire-ids';
import { listingSearchQuery, searchResponse, type ListingPage } from '@app/domain/schemas/search';
import { badRequest } from '../../shared/app-error';
import { encodedJson, sendEncodedJson, type EncodedJson } from '../../plugins/json-encoding';
import { createKeptAnswers } from './listing/kept-answers';
import { LIST_LIMIT, withCalendar, type TherapistsService } from './therapists.service';

/**
 * Signed-out callers share cached answers (the same object while the listing version holds), so
 * each is turned into JSON (and compressed) once, not per request; an answer made of several
 * cached parts (a profile and its booked slots) is keyed by all of them. The objects are built
 * from the domain's types; the response schemas still document them and check every personalised
 * answer.
 */
interface SerializedTree {
  body?: EncodedJson;
  next: WeakMap<object, SerializedTree>;
}
const serialized: SerializedTree = { next: new WeakMap() };
function sharedBody(shared: object[], body: () => object): EncodedJson {
  let node = serialized;
  for (const part of shared) {
    let child = node.next.get(part);
    if (!child) node.next.set(part, (child = { next: new WeakMap() }));
    node = child;
  }
  node.body ??= encodedJson(JSON.stringify(body()));
  return node.body;
}
const sendShared = (
  request: FastifyRequest,
  reply: FastifyReply,
  shared: object[],
  body: () => object,
) => sendEncodedJson(request, reply, sharedBody(shared, body));

/** Finished signed-out search answers kept per process (about 30 KB each, and compressed). */
const KEPT_SEARCH_ANSWERS = 500;
/** Finished signed-out profiles kept per process (about 3 KB each, and compressed). */
const KEPT_PROFILES = 2_000;

/** The query string of a request's URL, '?' included ('' when it has none). */
const queryStringOf = (url: string) => {
  const start = url.indexOf('?');
  return start < 0 ? '' : url.slice(start);
};

/** Longer than any legitimate filter mix; refused before parsing the values. */
const MAX_SEARCH_QUERY_LENGTH = 4096;

export const therapistsRoutes: FastifyPluginAsyncZod<{
  therapists: TherapistsService;
  now: () => Date;
}> = async (app, { therapists, now }) => {
  const keptSearches = createKeptAnswers<EncodedJson>({
    maxEntries: KEPT_SEARCH_ANSWERS,
    now: () => now().getTime(),
  });
  const keptProfiles = createKeptAnswers<EncodedJson>({
    maxEntries: KEPT_PROFILES,
    now: () => now().getTime(),
  });
  app.get(
    '/api/therapist/list',
    {
      schema: {
        tags: ['therapists'],
        summary: `One page (${LIST_LIMIT} by default) of listed therapists, in listing order`,
        description:
          `Kept for older clients: without parameters, the first ${LIST_LIMIT} therapists in ` +
          `listing order; page (from 1) and pageSize (1 to ${LIST_LIMIT}) reach the rest. ` +
          'Use /api/therapist/search for filters and totals.',
        querystring: therapistListQuery,
        response: { 200: therapistListResponse, 400: failureResponse },
      },
    },
    async (request, reply) => {
      const callerId = request.caller?.accountId ?? null;
      const page = await therapists.list(callerId, request.query);
      const body = () => ({
        success: true as const,
        doctors: page.map(toWireListedTherapist),
        message: 'Therapists loaded',
      });
      return callerId === null ? sendShared(request, reply, [page], body) : body();
    },
  );

  app.get(
    '/api/therapist/featured',
    {
      schema: {
        tags: ['therapists'],
        summary: 'The home page featured therapists: up to six, the week’s seeded pick',
        response: { 200: therapistListResponse },
      },
    },
    async (request, reply) => {
      const callerId = request.caller?.accountId ?? null;
      const featured = await therapists.featured(callerId);
      const body = () => ({
        success: true as const,
        doctors: featured.map(toWireListedTherapist),
        message: 'Featured therapists loaded',
      });
      return callerId === null ? sendShared(request, reply, [featured], body) : body();
    },
  );

  app.get(
    '/api/therapist/search',
    {
      schema: {
        tags: ['therapists'],
        summary:
          'One page of listed therapists matching the filters, with the total and facet counts',
        description:
          'Facets repeat: ?language=Hindi&language=Tamil (OR within a facet, AND across facets). ' +
          'routeTitle is the listing route title slug. Facet counts ignore the facet’s own filter.',
        querystring: listingSearchQuery,
        response: { 200: searchResponse, 400: failureResponse },
      },
      // After the caller is known: a signed-out repeat of a query string answered under the
      // current versions is sent as it was, before its parameters are checked and parsed again.
      onRequest: async (request, reply) => {
        const queryString = queryStringOf(request.url);
        if (queryString.length > MAX_SEARCH_QUERY_LENGTH) {
          throw badRequest('Search query is too long');
        }
        if (request.caller !== null) return;
        const kept = keptSearches.get(queryString, await therapists.searchVersions());
        if (kept !== undefined) return sendEncodedJson(request, reply, kept);
      },
    },
    async (request, reply) => {
      const callerId = request.caller?.accountId ?? null;
      const toBody = (found: ListingPage) => () => {
        const { therapists: cards, ...summary } = found;
        return { success: true as const, doctors: cards.map((card) => toWireId(card)), ...summary };
      };
      if (callerId !== null) return toBody(await therapists.search(request.query, callerId))();
      const answer = await therapists.publicSearch(request.query);
      const body = sharedBody([answer.page], toBody(answer.page));
      keptSearches.keep(queryStringOf(request.url), answer.versions, answer.validUntil, body);
      return sendEncodedJson(request, reply, body);
    },
  );

  app.get(
    '/api/therapist/top-regions',
    {
      schema: {
        tags: ['therapists'],
        summary: 'Cities with the most listed therapists',
        response: { 200: topRegionsResponse },
      },
    },
    async (request, reply) => {
      const regions = await therapists.topRegions();
      return sendShared(request, reply, [regions], () => ({
        success: true as const,
        regions: regions.map((region) => ({ region })),
        message: 'Regions loaded',
      }));
    },
  );

  app.get(
    '/api/doctor/by-slug/:slug',
    {
      schema: {
        tags: ['therapists'],
        summary: 'One therapist profile with weekly hours and booked slots',
        params: slugParams,
        response: { 200: therapistBySlugResponse, 404: failureResponse },
      },
      // A signed-out repeat of a profile answered under the therapist's current versions is sent
      // as it was, before its slug is checked again and the caches are asked.
      onRequest: async (request, reply) => {
        if (request.caller !== null) return;
        const therapistId = keptProfiles.subjectOf(request.url);
        if (therapistId === undefined) return;
        const versions = await therapists.profileVersions(therapistId);
        const kept = versions === null ? undefined : keptProfiles.get(request.url, versions);
        if (kept !== undefined) return sendEncodedJson(request, reply, kept);
      },
    },
    async (request, reply) => {
      const callerId = request.caller?.accountId ?? null;
      if (callerId !== null) {
        return {
          success: true as const,
          data: toWireTherapistProfile(await therapists.bySlug(request.params.slug, callerId)),
        };
      }
      const answer = await therapists.publicProfile(request.params.slug);
      const { profile, calendar } = answer;
      const body = sharedBody([profile, calendar], () => ({
        success: true as const,
        data: toWireTherapistProfile(withCalendar(profile, calendar)),
      }));
      if (answer.versions !== null) {
        keptProfiles.keep(request.url, answer.versions, answer.validUntil, body, profile.id);
      }
      return sendEncodedJson(request, reply, body);
    },
  );

  app.get(
    '/api/doctor/by-id/:id',
    {
      schema: {
        tags: ['therapists'],
        summary: 'One therapist profile by id (the older review page links by id)',
        params: z.object({ id: idParam }),
        response: { 200: therapistBySlugResponse, 404: failureResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: toWireTherapistProfile(
        await therapists.byId(request.params.id, request.caller?.accountId ?? null),
      ),
    }),
  );
};
