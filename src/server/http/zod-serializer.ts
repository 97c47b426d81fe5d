import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod';

/**
 * Serializes responses with fast-json-stringify from the JSON Schema of the same zod schema the
 * client parses with (DESIGN §1): twice as fast as parsing every answer, and a field that is not
 * in the schema (a password hash, a manage token) can never leak out.
 */
export const zodJsonSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
};
