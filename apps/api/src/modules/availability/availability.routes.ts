import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkSlotAvailabilityBody } from '@app/domain/schemas/booking';
import { failureResponse, okResponse } from '@app/domain/schemas/common';
import type { AvailabilityService } from './availability.service';

export const availabilityRoutes: FastifyPluginAsyncZod<{
  availability: AvailabilityService;
}> = async (app, { availability }) => {
  app.post(
    '/api/user/check-slot-availability',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Whether a slot of a therapist can be booked now',
        body: checkSlotAvailabilityBody,
        response: {
          200: okResponse,
          400: failureResponse,
          404: failureResponse,
          409: failureResponse,
        },
      },
    },
    async (request) =>
      availability.checkSlot({
        therapistId: request.body.docId,
        slotDate: request.body.slotDate,
        slotTime: request.body.slotTime,
        clientId: request.caller?.accountId,
      }),
  );
};
