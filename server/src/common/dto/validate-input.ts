import { plainToInstance, type ClassConstructor } from 'class-transformer';
import { validate } from 'class-validator';
import { AppError } from '../errors/app-error.js';
import { validationRefusal } from '../errors/validation.js';

/**
 * Validates a body against a DTO class by hand, for routes whose body shape is
 * only known after reading it (the shared /users/create|update|delete).
 */
export async function validateInput<T extends object>(type: ClassConstructor<T>, body: unknown): Promise<T> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw AppError.badInput('Request body must be a JSON object');
  const input = plainToInstance(type, body);
  const errors = await validate(input, { whitelist: true, stopAtFirstError: true });
  if (errors.length) throw validationRefusal(errors);
  return input;
}
