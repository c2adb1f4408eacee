// GET /api/events, GET /api/events/{slug}, POST /api/events/{id}/register, POST /api/events/{id}/waitlist
import { z } from 'zod';
import { emailSchema, honeypotSchema, optionalTextSchema, requiredTextSchema, timestampSchema } from './common.ts';
import { humanCheckSchema } from './human-check.ts';
import { featuredImageSchema } from './featured-image.ts';
import { publicSensoryProfileSchema } from './sensory.ts';

export const eventStatusSchema = z.enum(['upcoming', 'past']);
export type EventStatus = z.infer<typeof eventStatusSchema>;

/**
 * What an event says of its series (issue 61; contract/series.ts re-exports it): the series page's
 * slug, its title and its rule as RFC 5545 writes it.
 */
export const eventSeriesRefSchema = z.object({ slug: z.string(), title: z.string(), rrule: z.string() });
export type EventSeriesRef = z.infer<typeof eventSeriesRefSchema>;

export const eventSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  /** Multi-line text. */
  description: z.string(),
  location: z.string(),
  eventDate: timestampSchema,
  endDate: timestampSchema.nullable(),
  registrationDeadline: timestampSchema.nullable(),
  maxCapacity: z.number().int().nullable(),
  /** Derived by the server from the current time. */
  status: eventStatusSchema,
  registrationOpen: z.boolean(),
  /** Upcoming, before the deadline and every seat taken: families may join the waitlist. */
  waitlistOpen: z.boolean(),
  /** null when the event has no capacity. */
  seatsLeft: z.number().int().nullable(),
  /** Staff cancelled it: shown as cancelled, registration closed. */
  cancelled: z.boolean().optional(),
  /** Absent from older answers (and the stand-ins' fixtures): no image. */
  featuredImage: featuredImageSchema.nullable().optional(),
  /** What to expect and its access features (its own, else its location's); absent from older answers: none. */
  sensoryProfile: publicSensoryProfileSchema.nullable().optional(),
  /** The series the event is a date of; absent or null: not part of one. */
  series: eventSeriesRefSchema.nullable().optional(),
});
export type Event = z.infer<typeof eventSchema>;
export const eventListSchema = z.array(eventSchema);

export const registrationRequestSchema = z.object({
  attendeeName: requiredTextSchema(2, 200, 'Name must be at least 2 characters'),
  attendeeEmail: emailSchema,
  attendeePhone: optionalTextSchema(40),
  numberOfGuests: z.coerce
    .number({ error: 'Number of guests must be a number' })
    .int({ error: 'Number of guests must be a whole number' })
    .min(0, { error: 'Number of guests cannot be negative' })
    .max(5, { error: 'Maximum 5 guests allowed' })
    .default(0),
  specialRequests: optionalTextSchema(2000),
  accommodations: optionalTextSchema(2000),
  website: honeypotSchema,
  altcha: humanCheckSchema,
});
export type RegistrationRequest = z.infer<typeof registrationRequestSchema>;
export type RegistrationFormValues = z.input<typeof registrationRequestSchema>;

/**
 * 201 answer. Failures: 404 {error: 'Event not found'}, 409 {error: 'Registration is closed for this event'},
 * 409 {error: 'This event is full', seatsLeft}, 400 {error, fieldErrors}.
 */
export const registrationCreatedSchema = z.object({
  registrationId: z.string(),
  seatsLeft: z.number().int().nullable(),
  message: z.string(),
});
export type RegistrationCreated = z.infer<typeof registrationCreatedSchema>;

/** POST /api/events/{id}/waitlist takes the registration form's fields and rules. */
export const waitlistRequestSchema = registrationRequestSchema;

/**
 * 201 answer: the family's place in the queue (1 = next). Failures: 404 'Event not found', 409 when
 * the event has seats (register instead), is closed or past, or the e-mail is already waiting or
 * registered; 400 {error, fieldErrors}.
 */
export const waitlistJoinedSchema = z.object({
  position: z.number().int().positive(),
  message: z.string(),
});
export type WaitlistJoined = z.infer<typeof waitlistJoinedSchema>;
