import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failureResponse } from '@app/domain/schemas/common';
import {
  dateHoursBody,
  dateHoursResponse,
  timeOffBody,
  timeOffResponse,
} from '@app/domain/schemas/time-off';
import { requireRole } from '../../../plugins/auth';
import type { TimeOff } from './time-off.service';

const asTherapist = { security: [{ token: [] }] };
const failures = {
  400: failureResponse,
  401: failureResponse,
  403: failureResponse,
  404: failureResponse,
};

/** The therapist's days off and date hours, with the booked sessions they unsettle. */
export const timeOffRoutes: FastifyPluginAsyncZod<{ timeOff: TimeOff }> = async (
  app,
  { timeOff },
) => {
  app.addHook('onRequest', requireRole(app, 'therapist'));

  app.get(
    '/api/dashboard/time-off',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Days off (d_m_yyyy ranges, both ends included) and the sessions inside them',
        ...asTherapist,
        response: { 200: timeOffResponse, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await timeOff.timeOff(app.requireCaller(request))),
    }),
  );

  app.put(
    '/api/dashboard/time-off',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Replaces the days off; open slots follow at once, booked sessions stay',
        ...asTherapist,
        body: timeOffBody,
        response: { 200: timeOffResponse, ...failures },
      },
    },
    async (request) => {
      const answer = await timeOff.setTimeOff(app.requireCaller(request), request.body.timeOff);
      return {
        success: true as const,
        message:
          answer.conflicts.length > 0
            ? 'Time off saved. Some booked sessions fall inside it: please resolve them below.'
            : 'Time off saved. Clients cannot book these days.',
        ...answer,
      };
    },
  );

  app.get(
    '/api/dashboard/date-hours',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Hours for single dates that replace the weekly hours ([] closes the day)',
        ...asTherapist,
        response: { 200: dateHoursResponse, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await timeOff.dateHours(app.requireCaller(request))),
    }),
  );

  app.put(
    '/api/dashboard/date-hours',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Replaces the date hours; open slots follow at once, booked sessions stay',
        ...asTherapist,
        body: dateHoursBody,
        response: { 200: dateHoursResponse, ...failures },
      },
    },
    async (request) => {
      const answer = await timeOff.setDateHours(app.requireCaller(request), request.body.dateHours);
      return {
        success: true as const,
        message:
          answer.conflicts.length > 0
            ? 'Date hours saved. Some booked sessions fall outside them: please resolve them below.'
            : 'Date hours saved.',
        ...answer,
      };
    },
  );
};
