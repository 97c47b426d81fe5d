import fastJson from 'fast-json-stringify';
import type { FastifyReply } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod';

/**
 * A serializer made with fast-json-stringify from the JSON Schema of a zod schema the client
 * parses with (docs/product/architecture.md#shape-of-the-system): twice as fast as parsing every answer, and a field that is not in the
 * schema (a password hash, a manage token) can never leak out.
 */
export function serializerFor(schema: z.ZodType): (value: unknown) => string {
  const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
}

/** Every route's response schema goes through serializerFor. */
export const zodJsonSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => serializerFor(schema);

/**
 * Sends an answer already rendered by serializerFor (a rendered hot read). Its bytes went through
 * the route's response schema when they were made, so the route's serializer is skipped.
 */
export function sendRendered(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
