/** The error body of every failure: a string, a list, or an object of field to messages (ARCHITECTURE.md). */
export type ErrorsValue = string | string[] | Record<string, string[]>;

/** A failure the client caused or should see; handlers throw it, the error handler renders `{ errors }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errors: ErrorsValue,
    readonly extra?: Record<string, unknown>,
  ) {
    super(typeof errors === 'string' ? errors : JSON.stringify(errors));
    this.name = 'HttpError';
  }
}

export const badRequest = (errors: ErrorsValue): HttpError => new HttpError(400, errors);
export const unauthenticated = (): HttpError => new HttpError(401, 'Unauthenticated!');
export const forbidden = (errors: ErrorsValue): HttpError => new HttpError(403, errors);
export const notFound = (errors: ErrorsValue): HttpError => new HttpError(404, errors);
export const conflict = (errors: ErrorsValue): HttpError => new HttpError(409, errors);
export const unprocessable = (errors: ErrorsValue): HttpError => new HttpError(422, errors);
