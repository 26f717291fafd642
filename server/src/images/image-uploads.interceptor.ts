import {
  applyDecorators,
  type CallHandler,
  createParamDecorator,
  type ExecutionContext,
  Injectable,
  mixin,
  SetMetadata,
  type NestInterceptor,
  type Type,
  UseInterceptors,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { type StorageEngine } from 'multer';
import type { Observable } from 'rxjs';
import { AppError } from '../common/errors/app-error.js';
import type { ReceivedImage } from './image-intake.js';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from './image-rules.js';
import { ImagesService } from './images.service.js';

/** File fields a route accepts and how many files each may carry, e.g. `{ sliderImage: 1 }`. */
export type ImageFieldLimits = Record<string, number>;

/** What the interceptor leaves on the request: the received images by field name. */
type RequestWithImages = Request & { receivedImages?: Record<string, ReceivedImage[]> };
type MulterFile = Express.Multer.File & { received?: ReceivedImage };

/** Text fields of a multipart body: generous for forms, small enough to never matter for memory. */
const TEXT_LIMITS = { fields: 100, fieldSize: 100_000, fieldNameSize: 200 };

/**
 * multer storage that runs each file through the image pipeline as it streams
 * in: wrong field, too many files, wrong name, type or size are refused before
 * anything is kept.
 */
class ImageIntakeStorage implements StorageEngine {
  constructor(
    private readonly images: ImagesService,
    private readonly limits: ImageFieldLimits,
  ) {}

  _handleFile(request: Request, file: MulterFile, callback: (error?: unknown, info?: Partial<MulterFile>) => void) {
    const counts = ((request as Request & { imageCounts?: Record<string, number> }).imageCounts ??= {});
    // Older clients name array fields `businessFrame[]`; both spellings are the same field.
    file.fieldname = file.fieldname.replace(/\[\]$/, '');
    const max = this.limits[file.fieldname];
    if (max === undefined) {
      file.stream.resume();
      const allowed = Object.keys(this.limits).join(', ');
      return callback(AppError.badInput(`Unexpected file field "${file.fieldname}". Images go in: ${allowed}`));
    }
    counts[file.fieldname] = (counts[file.fieldname] ?? 0) + 1;
    if (counts[file.fieldname] > max) {
      file.stream.resume();
      return callback(AppError.badInput(IMAGE_MESSAGES.tooMany(max)));
    }
    this.images.receive(file.stream, file.originalname).then(
      (received) => callback(null, { received, size: received.sizeBytes }),
      (error: unknown) => callback(error),
    );
  }

  _removeFile(_request: Request, file: MulterFile, callback: (error: Error | null) => void) {
    void this.images.discard(file.received ? [file.received] : []).then(() => callback(null), callback);
  }
}

/** multer's own refusals, in the spec's words. */
function fromMulterError(error: unknown, limits: ImageFieldLimits): Error {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'LIMIT_FILE_SIZE':
      return new AppError('PAYLOAD_TOO_LARGE', IMAGE_MESSAGES.tooLarge);
    case 'LIMIT_FILE_COUNT':
    case 'LIMIT_UNEXPECTED_FILE':
      return AppError.badInput(IMAGE_MESSAGES.tooMany(Math.max(...Object.values(limits))));
    case 'LIMIT_PART_COUNT':
    case 'LIMIT_FIELD_COUNT':
    case 'LIMIT_FIELD_KEY':
    case 'LIMIT_FIELD_VALUE':
      return AppError.badInput('Too many or too long form fields in the multipart body');
    default:
      if (error instanceof Error && /multipart|boundary|unexpected end|malformed|part/i.test(error.message)) {
        return AppError.badInput('Malformed multipart body');
      }
      return error instanceof Error ? error : new Error(String(error));
  }
}

function createImageUploadsInterceptor(limits: ImageFieldLimits): Type<NestInterceptor> {
  @Injectable()
  class ImageUploadsInterceptor implements NestInterceptor {
    private readonly parse: ReturnType<ReturnType<typeof multer>['any']>;

    constructor(private readonly images: ImagesService) {
      const totalFiles = Object.values(limits).reduce((sum, max) => sum + max, 0);
      this.parse = multer({
        storage: new ImageIntakeStorage(images, limits),
        // Our own counting refuses exactly past 2,000,000 bytes and past each field's maximum;
        // multer's limits are a backstop (multer itself allows exactly its limit).
        limits: { fileSize: MAX_IMAGE_BYTES, files: totalFiles + 1, ...TEXT_LIMITS },
      }).any();
    }

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const request = context.switchToHttp().getRequest<RequestWithImages>();
      const response = context.switchToHttp().getResponse<Response>();
      await new Promise<void>((resolve, reject) =>
        this.parse(request, response, (error?: unknown) => (error ? reject(fromMulterError(error, limits)) : resolve())),
      );
      const files = (request.files as MulterFile[] | undefined) ?? [];
      const byField: Record<string, ReceivedImage[]> = {};
      for (const file of files) if (file.received) (byField[file.fieldname] ??= []).push(file.received);
      request.receivedImages = byField;
      // Whatever the handler did not save goes when the answer is sent (or the client leaves).
      response.once('close', () => void this.images.discard(Object.values(byField).flat()));
      return next.handle();
    }
  }
  return mixin(ImageUploadsInterceptor);
}

/**
 * A REST route that takes multipart images, e.g. `@ImageUploads({ sliderImage: 1 })`
 * or `@ImageUploads({ images: 50 })`. Text fields arrive in `@Body()` as strings.
 */
export const ImageUploads = (limits: ImageFieldLimits) =>
  applyDecorators(SetMetadata(IMAGE_FIELDS, limits), UseInterceptors(createImageUploadsInterceptor(limits)));

/** Route metadata: the file fields of a multipart route and their counts (the OpenAPI document reads it). */
export const IMAGE_FIELDS = 'imageFields';

/** The received images of one field (`@UploadedImages('images')`), or all fields by name. */
export const UploadedImages = createParamDecorator((field: string | undefined, context: ExecutionContext) => {
  const received = context.switchToHttp().getRequest<RequestWithImages>().receivedImages ?? {};
  return field ? (received[field] ?? []) : received;
});
