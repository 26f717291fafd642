import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';

/**
 * The `Upload` scalar of the GraphQL multipart request spec. Arguments typed
 * with it arrive as promises of FileUpload; hand them to
 * ImagesService.receiveUploads. Clients must send `apollo-require-preflight: true`.
 */
export { GraphQLUpload };
export type { FileUpload };
export type UploadArg = Promise<FileUpload>;
