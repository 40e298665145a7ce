// JSON schemas shared by owner routes (request validation and the OpenAPI document).
const dbInt = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;

export const clientParams = {
  type: 'object',
  required: ['id'],
  properties: { id: dbInt },
} as const;

export const versionParams = {
  type: 'object',
  required: ['id', 'version'],
  properties: { id: dbInt, version: dbInt },
} as const;

export const imageParams = {
  type: 'object',
  required: ['id', 'imageId'],
  properties: { id: dbInt, imageId: dbInt },
} as const;

export const subjectParams = {
  type: 'object',
  required: ['provider', 'id'],
  properties: { provider: { type: 'string', minLength: 1 }, id: { type: 'string', minLength: 1 } },
} as const;

export const authorizeParams = {
  type: 'object',
  required: ['provider', 'id', 'clientId'],
  properties: { provider: { type: 'string', minLength: 1 }, id: { type: 'string', minLength: 1 }, clientId: { type: 'string' } },
} as const;
